export {
  relevantFields,
  listUnsavedChanges,
  hasUnsavedChanges,
  hasUnsavedChartChanges,
} from './unsaved-changes';
