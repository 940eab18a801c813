// /public/booking/{studioId} (part 2 §2, §4): the booking screen on the public-booking machine; when the
// machine ends (2 s after the success message) the success page opens with its query.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePublicBooking } from '@beautydesk/api/public';
import {
  publicStudioInfoSchema,
  toPublicStudioInfo,
  type PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import { PublicBookingScreen } from '@beautydesk/ui/screens/public-booking';
import { useHydratedPage, usePageData } from '../prerendered.ts';
import { successPath, type SuccessState } from './paths.ts';

export default function PublicBookingPage() {
  const { studioId } = useParams();
  // A new studio id is a new booking: remount so the machine starts over.
  return <PublicBookingContainer key={studioId ?? ''} studioId={studioId} />;
}

function PublicBookingContainer({ studioId }: { studioId: string | undefined }) {
  const navigate = useNavigate();
  const [snapshot, send] = usePublicBooking(studioId, useStudioFromPage());
  const done = snapshot.status === 'done' ? snapshot.output : undefined;
  const studioName = snapshot.context.studio?.studio.name;
  useHydratedPage();
  useEffect(() => {
    if (!done) return;
    const state: SuccessState | null = studioName ? { studioName } : null;
    navigate(successPath(done), { replace: true, state });
  }, [done, studioName, navigate]);
  return (
    <main>
      <PublicBookingScreen snapshot={snapshot} send={send} />
    </main>
  );
}

/**
 * The studio's info the server rendered the page with (GET /public/studios/{id}/info's answer,
 * checked as that answer is), so the first render is the server's: the card and the form. The
 * machine uses it only for its own studio id; without it (or malformed) the page loads it.
 */
function useStudioFromPage(): PublicStudioInfo | null {
  const { publicStudioInfo } = usePageData();
  const [studio] = useState(() => {
    if (publicStudioInfo === undefined) return null;
    const parsed = publicStudioInfoSchema.safeParse(publicStudioInfo);
    return parsed.success ? toPublicStudioInfo(parsed.data) : null;
  });
  return studio;
}
