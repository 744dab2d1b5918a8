import { EquipmentPicker } from './EquipmentPicker';

/** 在线报检: any in-use equipment not yet in an open application. */
export default function OnlineApply() {
  return <EquipmentPicker routeName="inspection_online_apply" />;
}
