// A call in progress, said in words next to the spinner (the spinner carries the accessible name).
import { Spinner } from '../../components/spinner/spinner.tsx';

export function SpinnerLine({ label, className }: { label: string; className: string }) {
  return (
    <div className={className}>
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
