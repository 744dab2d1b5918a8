import { SupervisionList } from './SupervisionList';

/** glyj: supervision inspections of 锅炉 made by the unit. */
export default function Boilers() {
  return <SupervisionList kind="glyj" />;
}
