import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** A heading element's tag. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The level of the workbench's top headings when the host says nothing: under a page's one h1. */
export const DEFAULT_HEADING_LEVEL = 2;

/**
 * The tag of a heading `depth` levels below the workbench's top (0 for a top heading such as a mode's title),
 * when the workbench's top headings are at `level`: kept within h1..h6, so a deep host never yields `h7`.
 */
export function headingTag(level: number, depth: number): HeadingTag {
  const at = Math.min(6, Math.max(1, Math.round(level) + depth));
  return `h${at}` as HeadingTag;
}

const HeadingLevelContext = createContext(DEFAULT_HEADING_LEVEL);

/** Sets the level of the workbench's top headings for everything inside (the Workbench's `headingLevel`). */
export function HeadingLevelProvider({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** The tag of a heading `depth` levels below the workbench's top headings, as the host set them. */
export function useHeadingTag(depth: number): HeadingTag {
  return headingTag(useContext(HeadingLevelContext), depth);
}
