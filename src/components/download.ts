import { useState } from 'react';
import type { DownloadedFile, OnProgress } from '@/api/excel';

/** Saves a downloaded Blob as a file through a temporary <a download> with a Blob URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A download the user starts (an export, a template): `progress` is null while none runs, 0 while the
 * server prepares the file, then the percentage received; the file is saved under the server's name.
 * `start` answers whether the file was saved; a failure has been shown by the HTTP client.
 */
export function useDownload() {
  const [progress, setProgress] = useState<number | null>(null);
  const start = async (fetch: (onProgress: OnProgress) => Promise<DownloadedFile>) => {
    setProgress(0);
    try {
      const file = await fetch((percent) => setProgress(percent));
      saveBlob(file.blob, file.fileName);
      return true;
    } catch {
      return false;
    } finally {
      setProgress(null);
    }
  };
  return { progress, start };
}

/** A download button's text: its label, or how far the download is. */
export const downloadLabel = (label: string, progress: number | null) =>
  progress === null ? label : progress > 0 ? `下载中 ${progress}%` : '正在生成文件…';
