import type { Toast } from '@chartbench/core';
import { TOAST_COLORS } from '@chartbench/core';
import { useMemo, useRef } from 'react';
import { useToastRegion } from 'react-aria/useToast';
import type { ToastState } from 'react-aria-components';
import {
  UNSTABLE_ToastContent as Content,
  UNSTABLE_ToastStateContext as ToastStateContext,
} from 'react-aria-components';
import {
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
} from '../WorkbenchProvider/WorkbenchProvider';
import { Dismiss, Item, Message, Stack } from './Toasts.styles';

/**
 * The store's toasts as React Aria's toast state: the store shows, times (5 s, fading over the last, spec 1
 * §4.8) and removes them; React Aria only draws them and reports a dismissal.
 */
function useStoreToastState(): ToastState<Toast> {
  const toasts = useWorkbench((state) => state.toasts.items);
  const actions = useWorkbenchActions();
  const workbench = useWorkbenchInstance();
  return useMemo(
    () => ({
      visibleToasts: toasts.map((toast) => ({ key: String(toast.id), content: toast })),
      add: (toast) => {
        actions.showToast(toast.color, toast.message);
        return String(workbench.getState().toasts.items.at(-1)?.id ?? '');
      },
      close: (key) => actions.dismissToast(Number(key)),
      // The store's timers run on regardless of hover and focus, as they always have.
      pauseAll: () => undefined,
      resumeAll: () => undefined,
    }),
    [toasts, actions, workbench],
  );
}

/**
 * The workbench toasts (spec 1 §4.8) on React Aria Components: stacked at the top in the colour of their kind,
 * oldest first, each with a dismiss button, fading over their last second. The stack is a polite live region
 * (a log) that stays usable while a dialog is open; each toast is announced as a status, a red one (a failure)
 * as an alert, and can be reached with the keyboard (F6 moves to the stack).
 */
export function Toasts() {
  const state = useStoreToastState();
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': 'Notifications' }, state, ref);
  return (
    <ToastStateContext.Provider value={state}>
      {/* A log rather than React Aria's region landmark: the site notifications above are that region. */}
      <Stack {...regionProps} ref={ref} role="log" aria-live="polite">
        {state.visibleToasts.map((queued) => {
          const toast = queued.content;
          const color = TOAST_COLORS.find((c) => c.id === toast.color) ?? TOAST_COLORS[0];
          return (
            <Item
              key={queued.key}
              toast={queued}
              data-color={toast.color}
              data-phase={toast.phase}
              $background={color?.background ?? '#616161'}
              $text={color?.text ?? '#ffffff'}
            >
              <Content role={toast.color === 'red' ? 'alert' : 'status'}>
                <Message slot="title">{toast.message}</Message>
              </Content>
              <Dismiss slot="close" aria-label="Dismiss">
                ×
              </Dismiss>
            </Item>
          );
        })}
      </Stack>
    </ToastStateContext.Provider>
  );
}
