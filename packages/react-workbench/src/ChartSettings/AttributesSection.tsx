import { useId } from 'react';
import {
  CUSTOM_COLOR_SCHEME_ID,
  CUSTOM_SIZE_PLACEHOLDER,
  DEFAULT_CHART_SETTINGS,
  PERF_CHART_TYPE_VALUE,
  gateChoice,
  changeUpDownColor,
  findChartSize,
  selectIsCryptoSymbol,
  parseBrickSize,
  parseCustomDimension,
  parseExtraBars,
  parseSymbolFlags,
  setAdjustedForDividends,
  setInvertedScale,
} from '@chartbench/core';
import type {
  BrickPriceField,
  ChartSettings,
  GridStyle,
  KagiUnit,
  LegendLevel,
  Member,
  RenkoUnit,
  SettingsChange,
  UpgradeModal,
  VolumeMenuValue,
} from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { CheckLabel, Checks, Legend, Section } from './ChartSettings.styles';
import { ColorPicker } from './ColorPicker';
import { followGate } from './followGate';
import { NumberField } from './NumberField';
import { RangeFields } from './RangeFields';
import { MENUS, gatedMenus, upDownColorMenu } from './menuOptions';

/** Props of {@link AttributesSection}. */
export interface AttributesSectionProps {
  readonly draft: ChartSettings;
  readonly symbol: string;
  readonly member: Member | null;
  readonly today: string;
  readonly edit: (next: ChartSettings) => void;
  readonly change: (change: SettingsChange) => void;
  /** Replaces the draft and reloads the chart at once (period and range changes). */
  readonly apply: (next: ChartSettings) => void;
  /** Loads the chart with a rewritten main symbol (the prefix flags). */
  readonly setSymbol: (symbol: string) => void;
  readonly refuse: (modal: UpgradeModal) => void;
  /** Core's transition of a change, for changes applied at once. */
  readonly transition: (change: SettingsChange) => ChartSettings;
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckLabel>
  );
}

/**
 * The ATTRIBUTES section (spec 2 §2): chart type, period, range, extra bars, size, colours, legends, grid,
 * volume, the checkboxes, and the Kagi or Renko fields for those chart types. The performance chart shows a
 * reduced set (no price-bar colours, candles, scale or volume controls).
 */
export function AttributesSection({
  draft,
  symbol,
  member,
  today,
  edit,
  change,
  apply,
  setSymbol,
  refuse,
  transition,
}: AttributesSectionProps) {
  const legendId = useId();
  const isCrypto = useWorkbench(selectIsCryptoSymbol);
  const menus = gatedMenus(member, isCrypto);
  const set = <K extends keyof ChartSettings>(key: K, value: ChartSettings[K]) =>
    edit({ ...draft, [key]: value });
  const isPerf = draft.chartType === PERF_CHART_TYPE_VALUE;
  const flags = parseSymbolFlags(symbol);
  const choosePeriod = (period: string) =>
    followGate(gateChoice(member, { kind: 'period', period }), () => apply({ ...draft, period }), refuse);
  const chooseSize = (size: string) =>
    followGate(gateChoice(member, { kind: 'chartSize', size }), () => set('chartSize', size), refuse);
  const customColor = (
    key: 'customBackgroundColor' | 'customGridColor' | 'customTextColor' | 'customIndicatorColor',
    label: string,
  ) => (
    <ColorPicker
      label={label}
      value={draft[key]}
      defaultColor={DEFAULT_CHART_SETTINGS[key]}
      onChange={(color) => set(key, color)}
    />
  );
  return (
    <Section aria-labelledby={legendId}>
      <Legend id={legendId}>ATTRIBUTES</Legend>
      <OptionMenu
        label="Chart Type"
        options={MENUS.chartType}
        value={draft.chartType}
        onChange={(type) => set('chartType', type)}
      />
      <OptionMenu
        label="Period"
        options={menus.period}
        value={draft.period}
        onChange={choosePeriod}
        onLockedChoice={choosePeriod}
      />
      <RangeFields
        draft={draft}
        member={member}
        today={today}
        applyChange={(c) => apply(transition(c))}
        edit={edit}
        refuse={refuse}
      />
      <NumberField
        label="Extra Bars"
        value={draft.rangeExtraBars}
        parse={parseExtraBars}
        onCommit={(bars) => set('rangeExtraBars', bars)}
      />
      <OptionMenu
        label="Chart Size"
        options={menus.chartSize}
        value={draft.chartSize}
        onChange={chooseSize}
        onLockedChoice={chooseSize}
      />
      {findChartSize(draft.chartSize)?.isCustom && (
        <>
          <NumberField
            label="Width"
            value={draft.customWidth}
            parse={parseCustomDimension}
            placeholder={CUSTOM_SIZE_PLACEHOLDER}
            onCommit={(w) => set('customWidth', w)}
          />
          <NumberField
            label="Height"
            value={draft.customHeight}
            parse={parseCustomDimension}
            placeholder={CUSTOM_SIZE_PLACEHOLDER}
            onCommit={(h) => set('customHeight', h)}
          />
        </>
      )}
      <OptionMenu
        label="Color Scheme"
        options={MENUS.colorScheme}
        value={draft.colorScheme}
        onChange={(id) => change({ kind: 'colorScheme', colorScheme: id })}
      />
      {draft.colorScheme === CUSTOM_COLOR_SCHEME_ID && (
        <>
          {customColor('customBackgroundColor', 'Background')}
          {customColor('customGridColor', 'Grid Color')}
          {customColor('customTextColor', 'Text')}
          {customColor('customIndicatorColor', 'Indicator Color')}
        </>
      )}
      {!isPerf && (
        <>
          <OptionMenu
            label="Up Color"
            options={upDownColorMenu(draft.colorScheme)}
            value={draft.upColor}
            onChange={(c) => edit(changeUpDownColor(draft, 'up', c))}
          />
          <OptionMenu
            label="Down Color"
            options={upDownColorMenu(draft.colorScheme)}
            value={draft.downColor}
            onChange={(c) => edit(changeUpDownColor(draft, 'down', c))}
          />
          <OptionMenu
            label="Opacity"
            options={MENUS.opacity}
            value={draft.opacity}
            onChange={(o) => set('opacity', o)}
          />
        </>
      )}
      <OptionMenu
        label="Legends"
        options={MENUS.legends}
        value={draft.legends}
        onChange={(l) => set('legends', l as LegendLevel)}
      />
      <OptionMenu
        label="Grid"
        options={MENUS.grid}
        value={draft.chartGrid}
        onChange={(g) => set('chartGrid', g as GridStyle)}
      />
      {!isPerf && (
        <OptionMenu
          label="Volume"
          options={MENUS.volume}
          value={draft.chartSettingsVolumeMenuValue}
          onChange={(v) => set('chartSettingsVolumeMenuValue', v as VolumeMenuValue)}
        />
      )}
      {draft.chartType === 'kagi' && (
        <>
          <OptionMenu
            label="Kagi Reversal Unit"
            options={MENUS.kagiUnit}
            value={draft.kagiUnit}
            onChange={(u) => change({ kind: 'kagiUnit', unit: u as KagiUnit })}
          />
          <NumberField
            label="Kagi Reversal"
            value={draft.kagiReversal}
            parse={parseBrickSize}
            onCommit={(r) => set('kagiReversal', r)}
          />
          <OptionMenu
            label="Kagi Price Field"
            options={MENUS.priceField}
            value={draft.kagiPriceField}
            onChange={(f) => set('kagiPriceField', f as BrickPriceField)}
          />
        </>
      )}
      {draft.chartType === 'renko' && (
        <>
          <OptionMenu
            label="Renko Box Unit"
            options={MENUS.renkoUnit}
            value={draft.renkoUnit}
            onChange={(u) => change({ kind: 'renkoUnit', unit: u as RenkoUnit })}
          />
          <NumberField
            label="Renko Box Size"
            value={draft.renkoBoxSize}
            parse={parseBrickSize}
            onCommit={(b) => set('renkoBoxSize', b)}
          />
          <OptionMenu
            label="Renko Price Field"
            options={MENUS.priceField}
            value={draft.renkoPriceField}
            onChange={(f) => set('renkoPriceField', f as BrickPriceField)}
          />
        </>
      )}
      <Checks>
        {!isPerf && (
          <>
            <Check label="Log Scale" checked={draft.isLogScale} onChange={(on) => set('isLogScale', on)} />
            <Check
              label="Arithmetic Scale"
              checked={!draft.isLogScale}
              onChange={(on) => set('isLogScale', !on)}
            />
            <Check
              label="Solid Candles"
              checked={draft.solidCandles}
              onChange={(on) => set('solidCandles', on)}
            />
            <Check
              label="Hollow Candles"
              checked={!draft.solidCandles}
              onChange={(on) => set('solidCandles', !on)}
            />
            <Check
              label="Adjust For Dividends"
              checked={flags.adjusted}
              onChange={(on) => setSymbol(setAdjustedForDividends(symbol, on))}
            />
            <Check
              label="Invert Main Price Scale"
              checked={flags.inverted}
              onChange={(on) => setSymbol(setInvertedScale(symbol, on))}
            />
          </>
        )}
        <Check label="Full Quote" checked={draft.fullQuote} onChange={(on) => set('fullQuote', on)} />
        <Check
          label="Extended Hours"
          checked={draft.extendedHours}
          onChange={(on) => set('extendedHours', on)}
        />
        {!isPerf && (
          <Check label="Price Labels" checked={draft.priceLabels} onChange={(on) => set('priceLabels', on)} />
        )}
        <Check label="Y-Axis Labels" checked={draft.yAxisLabels} onChange={(on) => set('yAxisLabels', on)} />
        <Check
          label="Zoom Thumbnail"
          checked={draft.zoomThumbnail}
          onChange={(on) => set('zoomThumbnail', on)}
        />
        {!isPerf && (
          <Check label="Color Volume" checked={draft.colorVolume} onChange={(on) => set('colorVolume', on)} />
        )}
      </Checks>
    </Section>
  );
}
