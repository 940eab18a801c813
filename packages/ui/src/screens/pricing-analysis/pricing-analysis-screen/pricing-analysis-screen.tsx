// /pricing-analysis (part 2 §2, §5, §8, §9): a studio and a target hourly rate in, the services' current
// price, minutes, hourly rate, target price and deviation out; rows deviating by more than 15 % highlighted.
import { useState, type FormEvent } from 'react';
import { currencySymbol, formatMoney } from '@beautydesk/domain/rules/currency';
import {
  formatDeviation,
  pricingAnalysisCurrency,
  pricingAnalysisRows,
} from '@beautydesk/domain/rules/pricing';
import { validatePricingAnalysisSelection } from '@beautydesk/domain/rules/validation/pricing-analysis';
import {
  DEFAULT_TARGET_HOURLY_RATE,
  type PricingAnalysis,
} from '@beautydesk/domain/schemas/pricing';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { Select } from '../../../components/select/select.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/table/table.tsx';
import { Heading, Paragraph, SmallText } from '../../../components/typography/typography.tsx';
import { visuallyHidden } from '../../../theme/base.css.ts';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { pricingAnalysisLabels as l } from '../labels.ts';
import * as styles from '../pricing-analysis.css.ts';

export type PricingAnalysisStudio = {
  id: string;
  name: string;
  /** The studio's country currency; the result's own currency wins. */
  currencyCode: string | null;
};

export type PricingAnalysisQuery = { studioId: string; targetRate: number };

export type PricingAnalysisScreenProps = {
  studios: readonly PricingAnalysisStudio[];
  studiosLoading?: boolean;
  defaultStudioId?: string | null;
  defaultTargetRate?: number;
  /** A valid studio and rate were submitted. */
  onCalculate: (query: PricingAnalysisQuery) => void;
  /** The analysis asked for last; null before the first calculation. */
  result: PricingAnalysis | null;
  loading?: boolean;
  /** The call failed: the spec's 'Не удалось загрузить данные...' with a retry. */
  failed?: boolean;
  onRetry?: () => void;
};

export function PricingAnalysisScreen({
  studios,
  studiosLoading = false,
  defaultStudioId = null,
  defaultTargetRate = DEFAULT_TARGET_HOURLY_RATE,
  onCalculate,
  result,
  loading = false,
  failed = false,
  onRetry,
}: PricingAnalysisScreenProps) {
  const [studioId, setStudioId] = useState<string | null>(defaultStudioId);
  const [rate, setRate] = useState(String(defaultTargetRate));
  const [errors, setErrors] = useState<{ studio?: string; rate?: string }>({});
  const studio = studios.find((s) => s.id === studioId) ?? null;
  const resultStudio = studios.find((s) => s.id === result?.studioId) ?? studio;
  const currency = pricingAnalysisCurrency(result?.currency, resultStudio?.currencyCode);
  const formCurrency = pricingAnalysisCurrency(
    null,
    studio?.currencyCode ?? resultStudio?.currencyCode,
  );
  const noStudios = !studiosLoading && studios.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(rate);
    const selection = validatePricingAnalysisSelection({ studioId });
    const next = {
      studio: selection.valid ? undefined : selection.errors.studioId,
      rate:
        rate.trim() !== '' && Number.isFinite(target) && target > 0 ? undefined : l.targetRateError,
    };
    setErrors(next);
    if (next.studio || next.rate || !studioId) return;
    onCalculate({ studioId, targetRate: target });
  };

  return (
    <section
      className={styles.page}
      aria-labelledby="pricing-analysis-title"
      data-screen="pricing-analysis"
    >
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="pricing-analysis-title">
          {l.title}
        </Heading>
        <Paragraph tone="muted">{l.description}</Paragraph>
      </div>
      <Card>
        <CardContent>
          <form className={styles.form} onSubmit={submit} noValidate aria-label={l.title}>
            <Select
              label={l.studio}
              placeholder={
                studiosLoading ? l.studiosLoading : noStudios ? l.noStudios : l.studioPlaceholder
              }
              disabled={studiosLoading || noStudios}
              options={studios.map((s) => ({ value: s.id, label: s.name }))}
              value={studioId ?? ''}
              onValueChange={(value) => {
                setStudioId(value);
                setErrors((e) => ({ ...e, studio: undefined }));
              }}
              error={errors.studio}
            />
            <NumberInput
              label={l.targetRate(currencySymbol(formCurrency))}
              min={1}
              step={100}
              value={rate}
              onChange={(event) => {
                setRate(event.target.value);
                setErrors((e) => ({ ...e, rate: undefined }));
              }}
              error={errors.rate}
            />
            <Button type="submit" className={styles.submit} loading={loading}>
              {l.calculate}
            </Button>
          </form>
        </CardContent>
      </Card>
      {failed ? (
        <ErrorState title={l.loadFailed} onRetry={onRetry} />
      ) : loading ? (
        <SpinnerLine className={styles.loading} label={l.loading} />
      ) : result ? (
        <ResultTable
          result={result}
          currency={currency}
          studioName={result.studioName ?? resultStudio?.name ?? ''}
        />
      ) : (
        <Paragraph tone="muted">{l.hint}</Paragraph>
      )}
    </section>
  );
}

function ResultTable({
  result,
  currency,
  studioName,
}: {
  result: PricingAnalysis;
  currency: string;
  studioName: string;
}) {
  const rows = pricingAnalysisRows(result.items);
  if (rows.length === 0) return <Paragraph tone="muted">{l.empty}</Paragraph>;
  return (
    <div className={styles.result}>
      <SmallText tone="muted">{l.legend}</SmallText>
      {/* Focusable, so a keyboard user can scroll the columns sideways on a narrow screen. */}
      <Table containerProps={{ tabIndex: 0, role: 'region', 'aria-label': l.caption(studioName) }}>
        <TableCaption>{l.caption(studioName)}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{l.columns.service}</TableHead>
            <TableHead align="end">{l.columns.currentPrice}</TableHead>
            <TableHead align="end">{l.columns.minutes}</TableHead>
            <TableHead align="end">{l.columns.hourlyRate}</TableHead>
            <TableHead align="end">{l.columns.targetPrice}</TableHead>
            <TableHead align="end">{l.columns.deviation}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.serviceId}
              className={row.highlighted ? styles.highlighted : undefined}
              data-highlighted={row.highlighted || undefined}
            >
              <TableCell>{row.serviceName}</TableCell>
              <TableCell align="end">{formatMoney(row.currentPrice, currency)}</TableCell>
              <TableCell align="end">{row.durationMinutes}</TableCell>
              <TableCell align="end">
                {row.currentHourlyRate === null
                  ? '—'
                  : formatMoney(row.currentHourlyRate, currency)}
              </TableCell>
              <TableCell align="end">{formatMoney(row.targetPrice, currency)}</TableCell>
              <TableCell align="end">
                {row.highlighted ? (
                  <Badge variant="warning">
                    {formatDeviation(row.deviationPercent)}
                    <span className={visuallyHidden}>{`, ${l.highlighted}`}</span>
                  </Badge>
                ) : (
                  formatDeviation(row.deviationPercent)
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
