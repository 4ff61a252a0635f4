import { findModal } from '@chartbench/core';
import { Dialog } from '../../Dialog/Dialog';
import { Actions, Button, Text } from '../shared/shared.styles';

/** Props of {@link ComingSoonDialog}. */
export interface ComingSoonDialogProps {
  /** The feature asked for, named in the text when given. */
  readonly feature?: string;
  readonly onClose: () => void;
}

/** The coming soon dialog (spec 3 §2.14): the feature is not available yet. */
export function ComingSoonDialog({ feature, onClose }: ComingSoonDialogProps) {
  const option = findModal('comingSoon');
  const what = feature?.trim() ? feature.trim() : 'This feature';
  return (
    <Dialog
      title={option?.title ?? 'Coming Soon'}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      <Text>{what} is coming soon. Check back shortly!</Text>
      <Actions>
        <Button type="button" $primary onClick={onClose}>
          OK
        </Button>
      </Actions>
    </Dialog>
  );
}
