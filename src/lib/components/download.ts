/** Offers text as a file download (Blob + a temporary link); works offline. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const link = document.createElement('a');
	link.href = url;
	link.download = fileName;
	link.rel = 'noopener';
	document.body.append(link);
	link.click();
	link.remove();
	// Give the browser time to start the download before the URL goes away.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name like bean-referee-games-2025-05-03.json for the local date. */
export function exportFileName(now: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `bean-referee-games-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
