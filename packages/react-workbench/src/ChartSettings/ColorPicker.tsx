import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  COLOR_PICKER_DEBOUNCE_MS,
  COLOR_PICKER_MAX_LENGTH,
  COLOR_PICKER_SWATCHES,
  findColor,
  parseColorPickerValue,
} from '@chartbench/core';
import {
  FieldLabel,
  IconButton,
  PickerWrap,
  Popover,
  Swatch,
  Swatches,
  TextInput,
} from './ChartSettings.styles';

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
 * read by core (default, then #000000, on bad input) and emitted 1000 ms after the last change.
 */
export function ColorPicker({ label, value, defaultColor, onChange, allowAuto = false }: ColorPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const current = shownHex(value, defaultColor);
  const choose = (input: string) => {
    setText(input);
    setPending(input);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <PickerWrap ref={wrapRef} onKeyDown={onKeyDown}>
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <IconButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${label}: ${value === 'auto' ? 'Auto' : current}`}
        onClick={() => setOpen(!open)}
      >
        <Swatch as="span" $color={value === 'auto' ? 'transparent' : current} aria-hidden="true" />
      </IconButton>
      {open && (
        <Popover role="dialog" aria-label={`${label} colour picker`}>
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
          <FieldLabel htmlFor={`${id}-hex`}>Hex</FieldLabel>
          <TextInput
            id={`${id}-hex`}
            maxLength={COLOR_PICKER_MAX_LENGTH}
            value={text ?? (value === 'auto' ? '' : current)}
            placeholder={allowAuto ? 'auto' : defaultColor}
            onChange={(event) => choose(event.target.value)}
          />
          <IconButton type="button" onClick={() => choose('default')}>
            Default
          </IconButton>
        </Popover>
      )}
    </PickerWrap>
  );
}
