/** 'classics-range' -> 'Classics range'; 'st%20kilda' or 'st-kilda' -> 'St kilda'. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** 'parramatta' or 'north-sydney' -> 'Parramatta', 'North Sydney' (place names). */
export function placeFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
