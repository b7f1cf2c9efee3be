import './cta.css';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** The Watch Demo player: a modal dialog with the video from Settings, playing at once. */
export default function DemoVideo({ url, onClose }: { url: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="demo-video" aria-label="Demo video" onClose={onClose}>
      <button type="button" className="icon-button demo-video__close" onClick={() => dialog.current?.close()}>
        <X aria-hidden="true" size={20} />
        <span className="visually-hidden">Close video</span>
      </button>
      <video src={url} controls autoPlay playsInline />
    </dialog>
  );
}
