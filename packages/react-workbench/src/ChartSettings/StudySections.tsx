import { useId } from 'react';
import {
  findIndicator,
  findOverlay,
  lineColorChoices,
  lineColorName,
  moveIndicatorRow,
  moveOverlayRow,
  normalizeStudyParameters,
} from '@chartbench/core';
import type {
  ChartSettings,
  IndicatorPosition,
  IndicatorRow,
  OverlayRow,
  SettingsChange,
} from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { Legend, Section } from './ChartSettings.styles';
import { SortableRows } from './RowControls';
import { TextField } from './TextField';
import { MENUS, overlayMenu } from './menuOptions';

/** Props of the row sections. */
export interface StudySectionProps {
  readonly draft: ChartSettings;
  /** Applies one of core's changes, gated by the member's limits. */
  readonly change: (change: SettingsChange) => void;
  /** Replaces the draft with rows checked against the member's limits. */
  readonly editRows: (next: ChartSettings) => void;
}

/** Whether a study takes parameters: blank rows and items without any show no input (spec 2 §4). */
const takesParameters = (definition: { parameters: readonly unknown[] } | undefined) =>
  (definition?.parameters.length ?? 0) > 0;

/**
 * The OVERLAYS section (spec 2 §2): a row per overlay with name, parameters, style, colour and opacity. Colours
 * are the named list of spec 2 §3, stored by name.
 */
export function OverlaysSection({ draft, change, editRows }: StudySectionProps) {
  const legendId = useId();
  const edit = (id: number, patch: Partial<Omit<OverlayRow, 'id'>>) =>
    change({ kind: 'overlayRow', edit: { kind: 'edit', id, patch } });
  return (
    <Section aria-labelledby={legendId}>
      <Legend id={legendId}>OVERLAYS</Legend>
      <SortableRows
        label="Overlays"
        rows={draft.sortedOverlays}
        isBlank={(row) => row.overlayName === ''}
        rowName={(_row, index) => `Overlay ${index + 1}`}
        onMoveUp={(id) => change({ kind: 'overlayRow', edit: { kind: 'moveUp', id } })}
        onMoveDown={(id) => change({ kind: 'overlayRow', edit: { kind: 'moveDown', id } })}
        onDelete={(id) => change({ kind: 'overlayRow', edit: { kind: 'delete', id } })}
        onMoveTo={(id, to) => editRows(moveOverlayRow(draft, id, to))}
        renderRow={(row, index) => {
          const n = index + 1;
          return (
            <>
              <OptionMenu
                label={`Overlay ${n}`}
                options={overlayMenu(draft.period)}
                value={row.overlayName}
                onChange={(name) => edit(row.id, { overlayName: name })}
              />
              {takesParameters(findOverlay(row.overlayName)) && (
                <TextField
                  label={`Overlay ${n} Parameters`}
                  value={row.parameters}
                  onCommit={(text) =>
                    edit(row.id, { parameters: normalizeStudyParameters('overlay', row.overlayName, text) })
                  }
                />
              )}
              {row.overlayName !== '' && (
                <>
                  <OptionMenu
                    label={`Overlay ${n} Style`}
                    options={MENUS.overlayStyle}
                    value={row.overlayStyle}
                    onChange={(s) => edit(row.id, { overlayStyle: s })}
                  />
                  <OptionMenu
                    label={`Overlay ${n} Color`}
                    options={lineColorChoices(row.overlayColor)}
                    value={lineColorName(row.overlayColor)}
                    onChange={(c) => edit(row.id, { overlayColor: c })}
                  />
                  <OptionMenu
                    label={`Overlay ${n} Opacity`}
                    options={MENUS.opacity}
                    value={row.overlayOpacity}
                    onChange={(o) => edit(row.id, { overlayOpacity: o })}
                  />
                </>
              )}
            </>
          );
        }}
      />
    </Section>
  );
}

/**
 * The INDICATORS section (spec 2 §2): a row per indicator with name, parameters, position, price style, colour,
 * height, opacity and an attached overlay.
 */
export function IndicatorsSection({ draft, change, editRows }: StudySectionProps) {
  const legendId = useId();
  const edit = (id: number, patch: Partial<Omit<IndicatorRow, 'id'>>) =>
    change({ kind: 'indicatorRow', edit: { kind: 'edit', id, patch } });
  return (
    <Section aria-labelledby={legendId}>
      <Legend id={legendId}>INDICATORS</Legend>
      <SortableRows
        label="Indicators"
        rows={draft.sortedIndicators}
        isBlank={(row) => row.indicatorName === ''}
        rowName={(_row, index) => `Indicator ${index + 1}`}
        onMoveUp={(id) => change({ kind: 'indicatorRow', edit: { kind: 'moveUp', id } })}
        onMoveDown={(id) => change({ kind: 'indicatorRow', edit: { kind: 'moveDown', id } })}
        onDelete={(id) => change({ kind: 'indicatorRow', edit: { kind: 'delete', id } })}
        onMoveTo={(id, to) => editRows(moveIndicatorRow(draft, id, to))}
        renderRow={(row, index) => {
          const n = index + 1;
          return (
            <>
              <OptionMenu
                label={`Indicator ${n}`}
                options={MENUS.indicator}
                value={row.indicatorName}
                onChange={(name) => edit(row.id, { indicatorName: name })}
              />
              {takesParameters(findIndicator(row.indicatorName)) && (
                <TextField
                  label={`Indicator ${n} Parameters`}
                  value={row.parameters}
                  onCommit={(text) =>
                    edit(row.id, {
                      parameters: normalizeStudyParameters('indicator', row.indicatorName, text),
                    })
                  }
                />
              )}
              {row.indicatorName !== '' && (
                <>
                  <OptionMenu
                    label={`Indicator ${n} Position`}
                    options={MENUS.position}
                    value={row.indicatorPosition}
                    onChange={(p) => edit(row.id, { indicatorPosition: p as IndicatorPosition })}
                  />
                  <OptionMenu
                    label={`Indicator ${n} Style`}
                    options={MENUS.priceStyle}
                    value={row.indicatorPriceStyle}
                    onChange={(s) => edit(row.id, { indicatorPriceStyle: s })}
                  />
                  <OptionMenu
                    label={`Indicator ${n} Color`}
                    options={lineColorChoices(row.indicatorColor)}
                    value={lineColorName(row.indicatorColor)}
                    onChange={(c) => edit(row.id, { indicatorColor: c })}
                  />
                  <OptionMenu
                    label={`Indicator ${n} Height`}
                    options={MENUS.height}
                    value={row.indicatorHeight}
                    onChange={(h) => edit(row.id, { indicatorHeight: h })}
                  />
                  <OptionMenu
                    label={`Indicator ${n} Opacity`}
                    options={MENUS.opacity}
                    value={row.indicatorOpacity}
                    onChange={(o) => edit(row.id, { indicatorOpacity: o })}
                  />
                  <OptionMenu
                    label={`Indicator ${n} Overlay`}
                    options={overlayMenu(draft.period)}
                    value={row.overlayName}
                    onChange={(o) => edit(row.id, { overlayName: o })}
                  />
                  {takesParameters(findOverlay(row.overlayName)) && (
                    <TextField
                      label={`Indicator ${n} Overlay Parameters`}
                      value={row.overlayParameters}
                      onCommit={(text) =>
                        edit(row.id, {
                          overlayParameters: normalizeStudyParameters('overlay', row.overlayName, text),
                        })
                      }
                    />
                  )}
                </>
              )}
            </>
          );
        }}
      />
    </Section>
  );
}
