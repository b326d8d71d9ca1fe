/**
 * Which page numbers to show: all of them when there are few, otherwise the first, the
 * last and two either side of the current page, with gaps between.
 */
export function pageWindow(page, pages, spread = 2) {
    const shown = new Set([1, pages]);
    for (let p = page - spread; p <= page + spread; p += 1)
        if (p >= 1 && p <= pages)
            shown.add(p);
    const sorted = [...shown].sort((a, b) => a - b);
    const entries = [];
    sorted.forEach((p, i) => {
        const previous = sorted[i - 1];
        if (previous !== undefined && p - previous === 2)
            entries.push(previous + 1);
        else if (previous !== undefined && p - previous > 2)
            entries.push('gap');
        entries.push(p);
    });
    return entries;
}
