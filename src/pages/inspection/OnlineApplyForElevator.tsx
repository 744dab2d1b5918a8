import { EquipmentPicker } from './EquipmentPicker';

/** 电梯报检: elevators, for the elevator form with the maintenance unit's compliance declaration. */
export default function OnlineApplyForElevator() {
  return <EquipmentPicker routeName="inspection_apply_elevator" fixedQuery={{ elevator: '1' }} elevator />;
}
