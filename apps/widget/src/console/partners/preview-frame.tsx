import { useEffect, useRef } from 'react';
import { PREVIEW_PARTNER, PREVIEW_READY } from '../../app/preview';

// Issue 36 §4 "a live preview of the widget beside it": the partner's real widget, framed with ?preview,
// shown each valid draft as it is typed (apps/widget/src/app/preview.ts). Nothing is saved.

export function PreviewFrame({ partnerId, served }: { partnerId: string; served: Record<string, unknown> | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(served);

  useEffect(() => {
    latest.current = served;
    if (served) frame.current?.contentWindow?.postMessage({ type: PREVIEW_PARTNER, partner: served }, location.origin);
  }, [served]);

  useEffect(() => {
    // The widget asks once it has loaded its published config, which the draft then replaces.
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || event.data?.type !== PREVIEW_READY) return;
      if (latest.current) frame.current?.contentWindow?.postMessage({ type: PREVIEW_PARTNER, partner: latest.current }, location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <figure className="console-preview">
      <figcaption className="console-muted">Preview: the draft, not yet published</figcaption>
      <iframe ref={frame} title="Preview of the partner's widget" src={`/iframe/${encodeURIComponent(partnerId)}?preview`} />
    </figure>
  );
}
