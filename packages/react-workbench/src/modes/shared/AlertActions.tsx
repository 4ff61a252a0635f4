import { useState } from 'react';
import { alertToggleLabel, type AdvancedAlert } from '@chartbench/core';
import { ConfirmDelete } from './ConfirmDelete';
import { SmallButton } from './shared.styles';

/** Props of {@link AlertToggle}. */
export interface AlertToggleProps {
  readonly alert: AdvancedAlert;
  readonly onToggle: () => void;
  readonly disabled?: boolean;
}

/** The play/pause action of an alert row: starts a paused alert, pauses a running one (spec 3 §4). */
export function AlertToggle({ alert, onToggle, disabled }: AlertToggleProps) {
  const label = alertToggleLabel(alert);
  return (
    <SmallButton type="button" aria-label={`${label} ${alert.name}`} disabled={disabled} onClick={onToggle}>
      {label === 'Start' ? '▶' : '❚❚'}
    </SmallButton>
  );
}

/** Props of {@link AlertDelete}. */
export interface AlertDeleteProps {
  readonly alert: AdvancedAlert;
  /** Called once the member confirms. */
  readonly onDelete: () => void;
  readonly disabled?: boolean;
}

/** The delete action of an alert row: asks 'Are you sure you wish to delete this alert?' first (spec 3 §4). */
export function AlertDelete({ alert, onDelete, disabled }: AlertDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <SmallButton
        type="button"
        aria-label={`Delete ${alert.name}`}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        ✕
      </SmallButton>
      {confirming && (
        <ConfirmDelete
          name={alert.name}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      )}
    </>
  );
}
