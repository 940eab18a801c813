// /public/booking/{studioId} (part 2 §2, §4): the booking screen on the public-booking machine; when the
// machine ends (2 s after the success message) the success page opens with its query.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePublicBooking } from '@beautydesk/api/public';
import { PublicBookingScreen } from '@beautydesk/ui/screens/public-booking';
import { useHydratedPage } from '../prerendered.ts';
import { successPath } from './paths.ts';

export default function PublicBookingPage() {
  const { studioId } = useParams();
  // A new studio id is a new booking: remount so the machine starts over.
  return <PublicBookingContainer key={studioId ?? ''} studioId={studioId} />;
}

function PublicBookingContainer({ studioId }: { studioId: string | undefined }) {
  const navigate = useNavigate();
  const [snapshot, send] = usePublicBooking(studioId);
  const done = snapshot.status === 'done' ? snapshot.output : undefined;
  useHydratedPage();
  useEffect(() => {
    if (done) navigate(successPath(done), { replace: true });
  }, [done, navigate]);
  return (
    <main>
      <PublicBookingScreen snapshot={snapshot} send={send} />
    </main>
  );
}
