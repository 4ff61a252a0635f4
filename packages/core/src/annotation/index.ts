export type {
  Annotation,
  AnnotationDash,
  AnnotationDocument,
  AnnotationPoint,
  AnnotationResult,
  AnnotationStyle,
  AnnotationTool,
} from './annotation-document';
export {
  ANNOTATION_DASHES,
  ANNOTATION_DOCUMENT_VERSION,
  ANNOTATION_ERROR_PREFIX,
  ANNOTATION_LIMITS,
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_LABELS,
  ANNOTATION_TOOL_POINTS,
  DEFAULT_ANNOTATION_STYLE,
  EMPTY_ANNOTATIONS,
  checkAnnotations,
  parseAnnotations,
  serializeAnnotations,
} from './annotation-document';
export type { AnnotationMapping, AnnotationPixel } from './annotation-geometry';
export { annotationValueToY, createAnnotationMapping, inspectorIdTime } from './annotation-geometry';
export type { AnnotationEdit, AnnotationEditorState } from './annotation-editor';
export { ANNOTATION_UNDO_DEPTH, applyAnnotationEdit, createAnnotationEditor } from './annotation-editor';
