import { SupervisionList } from './SupervisionList';

/** rqyj: supervision inspections of 压力容器 made by the unit. */
export default function PressureVessels() {
  return <SupervisionList kind="rqyj" />;
}
