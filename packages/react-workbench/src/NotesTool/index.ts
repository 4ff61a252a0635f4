export { AnnotationLayer } from './AnnotationLayer';
export type { AnnotationLayerProps } from './AnnotationLayer';
export { LazyNotesTool, loadNotesTool } from './loadNotesTool';
export type { NotesToolProps } from './NotesTool';
export { SceneNodes } from './SceneNodes';
export type { SceneNodesProps } from './SceneNodes';
