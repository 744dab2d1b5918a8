import { EquipmentPicker } from './EquipmentPicker';

/** 到期设备报检: equipment overdue or due within the window (DUE_SOON_DAYS). */
export default function SbjjList() {
  return <EquipmentPicker routeName="inspection_due_list" fixedQuery={{ dueOnly: '1' }} due />;
}
