import { TOAST_COLORS } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Dismiss, Item, Message, Stack } from './Toasts.styles';

/**
 * The workbench toasts (spec 1 §4.8): stacked at the top in the colour of their kind, each with a dismiss
 * button, fading over their last second. Screen readers hear them through a polite live region; red ones
 * (failures) are alerts.
 */
export function Toasts() {
  const toasts = useWorkbench((state) => state.toasts.items);
  const actions = useWorkbenchActions();
  return (
    <Stack role="log" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => {
        const color = TOAST_COLORS.find((c) => c.id === toast.color) ?? TOAST_COLORS[0];
        return (
          <Item
            key={toast.id}
            role={toast.color === 'red' ? 'alert' : 'status'}
            data-color={toast.color}
            data-phase={toast.phase}
            $background={color?.background ?? '#616161'}
            $text={color?.text ?? '#ffffff'}
            $fading={toast.phase === 'fading'}
          >
            <Message>{toast.message}</Message>
            <Dismiss type="button" aria-label="Dismiss" onClick={() => actions.dismissToast(toast.id)}>
              ×
            </Dismiss>
          </Item>
        );
      })}
    </Stack>
  );
}
