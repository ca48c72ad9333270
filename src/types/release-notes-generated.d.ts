// The upgrade planner's data, written at build time by src/plugins/releaseNotes (createData).
declare module '@generated/release-notes/default/upgrade-planner.json' {
  import type {PlannerData} from '../plugins/releaseNotes/client/data';

  const data: PlannerData;
  export default data;
}
