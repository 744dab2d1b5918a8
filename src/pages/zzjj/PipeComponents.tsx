import { SupervisionList } from './SupervisionList';

/** gdyj: supervision inspections of 压力管道元件 made by the unit. */
export default function PipeComponents() {
  return <SupervisionList kind="gdyj" />;
}
