// /billing (part 2 §2): the sample billing screen; its data is hard-coded by the spec, so no call is made.
import { useState } from 'react';
import {
  aiUsage,
  BILLING_SAMPLE_INVOICES,
  BILLING_SAMPLE_SEATS,
} from '@beautydesk/domain/rules/billing';
import { BillingScreen } from '@beautydesk/ui/screens/billing';

export default function BillingPage() {
  // The reminder counts from when the page opened; it need not tick while it stays open.
  const [now] = useState(() => Date.now());
  return (
    <BillingScreen
      seats={BILLING_SAMPLE_SEATS}
      invoices={BILLING_SAMPLE_INVOICES}
      aiUsage={aiUsage()}
      now={now}
    />
  );
}
