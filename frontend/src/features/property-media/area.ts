/** Square feet in a square metre (the international foot, 0.3048 m). */
export const SQFT_PER_SQM = 10.7639;
