import { ChefHat } from 'lucide-react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { Button, type ButtonLook } from '../../../components/ui/button.tsx';

/** "Start cooking": the header's large one, or the method's quieter one above the steps. */
export function StartCooking({
  onStart,
  prominent = false,
  testId,
}: {
  onStart: () => void;
  prominent?: boolean;
  testId: string;
}) {
  const { t } = useTranslationWith('recipes');
  const look: ButtonLook = prominent
    ? { size: 'lg', className: 'mt-5 w-full justify-center text-lg sm:w-auto print:hidden' }
    : { variant: 'outline', className: 'mb-5 print:hidden' };
  return (
    <Button onClick={onStart} shape="rounded" {...look} data-testid={testId}>
      <ChefHat className={prominent ? 'size-6' : 'size-5'} aria-hidden="true" />
      {t('cook.start')}
    </Button>
  );
}
