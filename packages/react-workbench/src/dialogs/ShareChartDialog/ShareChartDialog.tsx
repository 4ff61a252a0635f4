import {
  copyLinkOutcome,
  findModal,
  shareLinkResult,
  type ShareLink,
  type ToneMessage,
} from '@chartbench/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import { Actions, Button, Input, Label, Note, Text } from '../shared/shared.styles';
import { LinkBox } from './ShareChartDialog.styles';

/** Props of {@link ShareChartDialog}. */
export interface ShareChartDialogProps {
  /** Makes the long link (with the permanent style id); null or a throw when it cannot be made. */
  readonly createLongUrl: () => Promise<string | null>;
  /** Shortens the long link; null or a throw when shortening failed. */
  readonly shortenUrl: (longUrl: string) => Promise<string | null>;
  /** Copies text to the clipboard (the browser clipboard by default). */
  readonly copyText?: (text: string) => Promise<void>;
  /** Called with the green or red toast after a copy. */
  readonly onCopied: (toast: ToneMessage) => void;
  readonly onClose: () => void;
}

async function attempt<T>(work: () => Promise<T | null>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The link to chart dialog, titled Share Chart (spec 3 §2.14, §4, §8): makes the long link, then the short one,
 * falling back to the long link when shortening fails; 'Failed to create chart URL link. Please try again.' with
 * Retry when no link could be made; Copy puts the link on the clipboard. Results of an earlier attempt, or after
 * the dialog closed, are dropped.
 */
export function ShareChartDialog({
  createLongUrl,
  shortenUrl,
  copyText = browserCopy,
  onCopied,
  onClose,
}: ShareChartDialogProps) {
  const [link, setLink] = useState<ShareLink>({ status: 'creating' });
  const attemptSeq = useRef(0);
  // The link is made once per opening, so new function props from a re-rendering parent must not restart it.
  const makers = useRef({ createLongUrl, shortenUrl });
  const inputId = useId();
  useEffect(() => {
    makers.current = { createLongUrl, shortenUrl };
  }, [createLongUrl, shortenUrl]);

  const create = useCallback(async () => {
    attemptSeq.current += 1;
    const seq = attemptSeq.current;
    const longUrl = await attempt(makers.current.createLongUrl);
    if (seq !== attemptSeq.current) return;
    const shortUrl = longUrl ? await attempt(() => makers.current.shortenUrl(longUrl)) : null;
    if (seq === attemptSeq.current) setLink(shareLinkResult(longUrl, shortUrl));
  }, []);

  useEffect(() => {
    void create();
    return () => {
      attemptSeq.current += 1;
    };
  }, [create]);

  const retry = () => {
    setLink({ status: 'creating' });
    void create();
  };

  const copy = async (url: string) => {
    let ok = true;
    try {
      await copyText(url);
    } catch {
      ok = false;
    }
    onCopied(copyLinkOutcome(ok));
  };

  const option = findModal('linkToChart');
  return (
    <Dialog
      title={option?.title ?? 'Share Chart'}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      {link.status === 'creating' && (
        <Text role="status" aria-busy="true">
          Creating a link to this chart…
        </Text>
      )}
      {link.status === 'failed' && (
        <>
          <Note role="alert" $tone="danger">
            {link.message}
          </Note>
          <Actions>
            <Button type="button" onClick={onClose}>
              Close
            </Button>
            <Button type="button" $primary onClick={retry}>
              Retry
            </Button>
          </Actions>
        </>
      )}
      {link.status === 'ready' && (
        <LinkBox>
          <Label htmlFor={inputId}>Link to this chart</Label>
          <Input id={inputId} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          {!link.isShort && <Note>The short link is not available; this is the full link.</Note>}
          <Actions>
            <Button type="button" onClick={onClose}>
              Close
            </Button>
            <Button type="button" $primary onClick={() => void copy(link.url)}>
              Copy Link
            </Button>
          </Actions>
        </LinkBox>
      )}
    </Dialog>
  );
}
