import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger } from 'react-aria-components';
import {
  COLOR_PICKER_DEBOUNCE_MS,
  COLOR_PICKER_MAX_LENGTH,
  COLOR_PICKER_SWATCHES,
  findColor,
  parseColorPickerValue,
} from '@chartbench/core';
import { usePointerOutside } from '../Menu/index';
import {
  FieldLabel as PickerLabel,
  IconButton,
  PickerPopover,
  PickerWrap,
  Swatch,
  Swatches,
} from './ChartSettings.styles';
import { FieldInput, FieldLabel, FieldRoot } from './fields.styles';

/** Props of {@link ColorPicker}. */
export interface ColorPickerProps {
  readonly label: string;
  /** 'auto', a named colour id or '#rrggbb'. */
  readonly value: string;
  /** The colour 'auto' or 'default' stands for. */
  readonly defaultColor: string;
  /** Called, debounced, with '#rrggbb', or with 'auto' when `allowAuto` and the default is chosen. */
  readonly onChange: (value: string) => void;
  /** The default is stored as 'auto' (row colours); otherwise as the default colour itself (custom scheme). */
  readonly allowAuto?: boolean;
}

const shownHex = (value: string, fallback: string) =>
  findColor(value)?.hex ?? parseColorPickerValue(value, fallback).color;

/**
 * A colour picker (spec 2 §3, §4): 14 fixed swatches and a hex input of up to 7 characters; what is typed is
 * read by core (default, then #000000, on bad input) and emitted 1000 ms after the last change. On React Aria:
 * the button opens a non-modal popover holding a dialog (the focus moves in; Escape, Tab out or a click outside
 * closes it and the focus goes back to the button), portalled into the picker so it stays in the workbench.
 */
export function ColorPicker({ label, value, defaultColor, onChange, allowAuto = false }: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  });

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      const parsed = parseColorPickerValue(pending, defaultColor);
      const next = parsed.isDefault && allowAuto ? 'auto' : parsed.color;
      setPending(null);
      setText(null);
      if (next !== value) emit.current(next);
    }, COLOR_PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, defaultColor, allowAuto, value]);
  usePointerOutside(open, container, () => setOpen(false));

  const current = shownHex(value, defaultColor);
  const choose = (input: string) => {
    setText(input);
    setPending(input);
  };
  return (
    <PickerWrap ref={setContainer}>
      <PickerLabel as="span">{label}</PickerLabel>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <IconButton as={Button} aria-label={`${label}: ${value === 'auto' ? 'Auto' : current}`}>
          <Swatch as="span" $color={value === 'auto' ? 'transparent' : current} aria-hidden="true" />
        </IconButton>
        {container && (
          <PickerPopover isNonModal placement="bottom start" offset={4} UNSTABLE_portalContainer={container}>
            <Dialog aria-label={`${label} colour picker`}>
              <Swatches role="group" aria-label="Swatches">
                {COLOR_PICKER_SWATCHES.map((swatch) => (
                  <Swatch
                    key={swatch}
                    type="button"
                    $color={swatch}
                    aria-label={swatch}
                    aria-pressed={(text ?? current) === swatch}
                    onClick={() => choose(swatch)}
                  />
                ))}
              </Swatches>
              <FieldRoot
                value={text ?? (value === 'auto' ? '' : current)}
                onChange={choose}
                maxLength={COLOR_PICKER_MAX_LENGTH}
              >
                <FieldLabel>Hex</FieldLabel>
                <FieldInput placeholder={allowAuto ? 'auto' : defaultColor} />
              </FieldRoot>
              <IconButton type="button" onClick={() => choose('default')}>
                Default
              </IconButton>
            </Dialog>
          </PickerPopover>
        )}
      </DialogTrigger>
    </PickerWrap>
  );
}
