import { Copy, Link2, Printer } from 'lucide-react';
import { useState } from 'react';
import {
  LIST_TEXT_TITLE,
  listAsText,
  sharePath,
  type Language,
  type ShoppingGroup,
  type ShoppingList,
} from '@chhiwat/core';
import { usePagesText } from '../../../i18n/index.ts';
import { shareOrCopy } from '../../../lib/share.ts';

interface Props {
  list: ShoppingList;
  groups: readonly ShoppingGroup[];
  language: Language;
  /** A shared list is shared on as it came; only one's own list gets a link of its own. */
  withLink: boolean;
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 font-semibold hover:bg-sand-100';

/** Taking the list along: as text (Web Share, else the clipboard), printed, or as a link. */
export function TakeAlong({ list, groups, language, withLink }: Props) {
  const { t } = usePagesText('list');
  const [feedback, setFeedback] = useState<string>();

  const say = (result: Awaited<ReturnType<typeof shareOrCopy>>, copied: string) =>
    setFeedback(
      result === 'copied' ? copied : result === 'failed' ? t('list.shareFailed') : undefined,
    );

  const shareText = async () =>
    say(
      await shareOrCopy({ title: LIST_TEXT_TITLE[language], text: listAsText(groups, language) }),
      t('list.copied'),
    );
  const shareLink = async () =>
    say(
      await shareOrCopy({
        title: LIST_TEXT_TITLE[language],
        url: `${window.location.origin}${sharePath(list)}`,
      }),
      t('list.linkCopied'),
    );

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <button
        type="button"
        onClick={() => void shareText()}
        className={button}
        data-testid="list-copy"
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('list.copy')}
      </button>
      {withLink && (
        <button
          type="button"
          onClick={() => void shareLink()}
          className={button}
          data-testid="list-share-link"
        >
          <Link2 className="size-4" aria-hidden="true" />
          {t('list.shareLink')}
        </button>
      )}
      <button
        type="button"
        onClick={() => window.print()}
        className={button}
        data-testid="list-print"
      >
        <Printer className="size-4" aria-hidden="true" />
        {t('list.print')}
      </button>
      <span role="status" className="text-sm text-mint-700" data-testid="take-along-feedback">
        {feedback}
      </span>
    </div>
  );
}
