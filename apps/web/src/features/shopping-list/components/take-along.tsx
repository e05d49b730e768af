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
import { Button } from '../../../components/ui/button.tsx';
import { shareOrCopy } from '../../../lib/share.ts';

interface Props {
  list: ShoppingList;
  groups: readonly ShoppingGroup[];
  language: Language;
  /** A shared list is shared on as it came; only one's own list gets a link of its own. */
  withLink: boolean;
}

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
      <Button
        onClick={() => void shareText()}
        variant="secondary"
        className="bg-white"
        data-testid="list-copy"
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('list.copy')}
      </Button>
      {withLink && (
        <Button
          onClick={() => void shareLink()}
          variant="secondary"
          className="bg-white"
          data-testid="list-share-link"
        >
          <Link2 className="size-4" aria-hidden="true" />
          {t('list.shareLink')}
        </Button>
      )}
      <Button
        onClick={() => window.print()}
        variant="secondary"
        className="bg-white"
        data-testid="list-print"
      >
        <Printer className="size-4" aria-hidden="true" />
        {t('list.print')}
      </Button>
      <span role="status" className="text-sm text-mint-700" data-testid="take-along-feedback">
        {feedback}
      </span>
    </div>
  );
}
