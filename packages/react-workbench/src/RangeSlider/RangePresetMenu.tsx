import { useRef, useState } from 'react';
import { SLIDER_PRESETS } from '@chartbench/core';
import type { SliderPreset } from '@chartbench/core';
import { MenuEntry, MenuList, usePointerOutside } from '../Menu/index';
import { PresetPoint, PresetPopover } from './RangeSlider.styles';

/** Props of {@link RangePresetMenu}. */
export interface RangePresetMenuProps {
  /** Where the right-click was, in pixels from the slider's top left. */
  readonly x: number;
  readonly onChoose: (preset: SliderPreset) => void;
  readonly onClose: () => void;
}

/**
 * The range slider's right-click menu of presets (spec 2 §4), a React Aria menu in a popover hung below the
 * clicked point and portalled into it, so it stays inside the workbench root: the focus starts on the first
 * preset, the arrows move (wrapping), Enter or a click chooses, Escape, Tab or a click outside closes.
 */
export function RangePresetMenu({ x, onChoose, onClose }: RangePresetMenuProps) {
  const point = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<HTMLSpanElement | null>(null);
  usePointerOutside(true, container, onClose);
  return (
    <PresetPoint
      ref={(element) => {
        point.current = element;
        setContainer(element);
      }}
      style={{ left: x }}
    >
      {container && (
        <PresetPopover
          isOpen
          isNonModal
          triggerRef={point}
          placement="bottom start"
          offset={2}
          UNSTABLE_portalContainer={container}
          onOpenChange={(open) => !open && onClose()}
        >
          <MenuList
            aria-label="Range presets"
            autoFocus="first"
            shouldFocusWrap
            onAction={(key) => onChoose(key as SliderPreset)}
            onClose={onClose}
          >
            {SLIDER_PRESETS.map((preset) => (
              <MenuEntry key={preset} id={preset}>
                {preset}
              </MenuEntry>
            ))}
          </MenuList>
        </PresetPopover>
      )}
    </PresetPoint>
  );
}
