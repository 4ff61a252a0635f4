import {
  TOUR_INACTIVE,
  TOUR_RESTART_PLACE,
  findModal,
  isTourAvailable,
  tourRun,
  tourStep,
  type TourEvent,
  type TourState,
} from '@chartbench/core';
import { useState } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import { Actions, Button, Note, Text } from '../shared/shared.styles';
import { Progress } from './TourDialog.styles';
import { tourPageAt } from './tourPages';

/** Props of {@link TourDialog}. */
export interface TourDialogProps {
  /** startTour opens on the start page; endTour on the closing page. */
  readonly kind: 'startTour' | 'endTour';
  /** The page body's width: the tour shows only at 767 or more (spec 3 §4). */
  readonly bodyWidth: number;
  /** The start-up run: opens straight on start-up page 7 and runs to page 9 (spec 3 §4). */
  readonly startup?: boolean;
  readonly onClose: () => void;
}

/** Our wording for a window too narrow for the tour. */
export const TOUR_TOO_NARROW = 'The interactive tour needs a window at least 767 pixels wide.';

/**
 * The start and end interactive tour dialogs and the 7 tour pages between them (spec 3 §2.14, §4): Start opens
 * page 1; Back, Next and End Tour move through it; Next on the last page shows the end dialog, which names where
 * the tour starts again. The start-up run shows pages 7-9 instead, without the start dialog. Below a body width
 * of 767 the tour does not start.
 */
export function TourDialog({ kind, bodyWidth, startup = false, onClose }: TourDialogProps) {
  const [tour, setTour] = useState<TourState>(() => {
    if (kind === 'endTour') return { page: null, showEndModal: true };
    return startup ? tourStep(TOUR_INACTIVE, 'startStartup', bodyWidth) : TOUR_INACTIVE;
  });
  const move = (event: TourEvent) => setTour((state) => tourStep(state, event, bodyWidth));
  // End Tour ends it at once, without the end dialog (spec 3 §4).
  const end = () => {
    move('end');
    onClose();
  };

  if (tour.page !== null) {
    const page = tourPageAt(tour.page);
    const run = tourRun(tour.page);
    return (
      <Dialog title={page?.title ?? 'Interactive Tour'} onClose={end}>
        <Progress>
          Step {tour.page - run.first + 1} of {run.last - run.first + 1}
        </Progress>
        <Text>{page?.text}</Text>
        <Actions>
          <Button type="button" onClick={end}>
            End Tour
          </Button>
          <Button type="button" disabled={tour.page === run.first} onClick={() => move('back')}>
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
      <Text>
        New to the workbench? Take a short tour of {tourRun(0).last + 1} steps through its main parts.
      </Text>
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
      <Text>That is the tour. You can take it again at any time: {TOUR_RESTART_PLACE}.</Text>
      <Actions>
        <Button type="button" $primary onClick={onClose}>
          Done
        </Button>
      </Actions>
    </Dialog>
  );
}
