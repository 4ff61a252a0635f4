export { LibraryFrame } from './LibraryFrame';
export type { LibraryFrameProps } from './LibraryFrame';
export { LazyThumbnail } from './LazyThumbnail';
export type { LazyThumbnailProps } from './LazyThumbnail';
export { TagSearch } from './TagSearch';
export type { TagSearchProps } from './TagSearch';
