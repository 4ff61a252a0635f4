import {
  TOUR_INACTIVE,
  TOUR_PAGE_COUNT,
  findModal,
  isTourAvailable,
  tourStep,
  type TourEvent,
  type TourState,
} from '@chartbench/core';
import { useState } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import { Actions, Button, Note, Text } from '../shared/shared.styles';
import { Progress } from './TourDialog.styles';
import { TOUR_PAGES } from './tourPages';

/** Props of {@link TourDialog}. */
export interface TourDialogProps {
  /** startTour opens on the start page; endTour on the closing page. */
  readonly kind: 'startTour' | 'endTour';
  /** The page body's width: the tour shows only at 767 or more (spec 3 §4). */
  readonly bodyWidth: number;
  readonly onClose: () => void;
}

/** Our wording for a window too narrow for the tour. */
export const TOUR_TOO_NARROW = 'The interactive tour needs a window at least 767 pixels wide.';

/**
 * The start and end interactive tour dialogs and the 7 tour pages between them (spec 3 §2.14, §4): Start opens
 * page 1; Back, Next and End Tour move through it; Next on the last page shows the end dialog. Below a body
 * width of 767 the tour does not start.
 */
export function TourDialog({ kind, bodyWidth, onClose }: TourDialogProps) {
  const [tour, setTour] = useState<TourState>(
    kind === 'endTour' ? { page: null, showEndModal: true } : TOUR_INACTIVE,
  );
  const move = (event: TourEvent) => setTour((state) => tourStep(state, event, bodyWidth));
  // End Tour ends it at once, without the end dialog (spec 3 §4).
  const end = () => {
    move('end');
    onClose();
  };

  if (tour.page !== null) {
    const page = TOUR_PAGES[tour.page];
    return (
      <Dialog title={page?.title ?? 'Interactive Tour'} onClose={end}>
        <Progress>
          Step {tour.page + 1} of {TOUR_PAGE_COUNT}
        </Progress>
        <Text>{page?.text}</Text>
        <Actions>
          <Button type="button" onClick={end}>
            End Tour
          </Button>
          <Button type="button" disabled={tour.page === 0} onClick={() => move('back')}>
            Back
          </Button>
          <Button type="button" $primary onClick={() => move('next')}>
            Next
          </Button>
        </Actions>
      </Dialog>
    );
  }

  if (tour.showEndModal) return <EndPage onClose={onClose} />;
  return <StartPage available={isTourAvailable(bodyWidth)} onStart={() => move('start')} onClose={onClose} />;
}

function StartPage({
  available,
  onStart,
  onClose,
}: {
  available: boolean;
  onStart: () => void;
  onClose: () => void;
}) {
  const option = findModal('startTour');
  return (
    <Dialog
      title={option?.title ?? 'Start Interactive Tour'}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      <Text>New to the workbench? Take a short tour of {TOUR_PAGE_COUNT} steps through its main parts.</Text>
      {!available && <Note $tone="warning">{TOUR_TOO_NARROW}</Note>}
      <Actions>
        <Button type="button" onClick={onClose}>
          No Thanks
        </Button>
        {available && (
          <Button type="button" $primary onClick={onStart}>
            Start Tour
          </Button>
        )}
      </Actions>
    </Dialog>
  );
}

function EndPage({ onClose }: { onClose: () => void }) {
  const option = findModal('endTour');
  return (
    <Dialog
      title={option?.title ?? 'End Interactive Tour'}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      <Text>That is the tour. You can start it again at any time from the Help menu.</Text>
      <Actions>
        <Button type="button" $primary onClick={onClose}>
          Done
        </Button>
      </Actions>
    </Dialog>
  );
}
