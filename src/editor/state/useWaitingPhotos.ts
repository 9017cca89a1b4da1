import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { importWaitingPhotos, restoreWaitingPhotos } from './waitingPhotos.ts';

/** Brings back the photos waiting for a connection, and imports them as soon as it returns. */
export function useWaitingPhotos(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(restoreWaitingPhotos());
    const onOnline = () => void dispatch(importWaitingPhotos());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch]);
}
