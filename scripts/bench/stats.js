// Order statistics for timing samples.

/** The p-th percentile (0-100) of samples, nearest-rank method. */
export function percentile(samples, p) {
	if (samples.length === 0) throw new Error('no samples');
	const sorted = [...samples].sort((a, b) => a - b);
	const rank = Math.ceil((p / 100) * sorted.length);
	return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples) => percentile(samples, 50);
