/** SPEC §9: the keystroke buffer never holds more than 50 characters. */
export const KEY_BUFFER_LIMIT = 50;
/**
 * Watches typed characters for the secret sequence (SPEC §4). The buffer resets once the
 * sequence is seen, and when it passes the limit.
 */
export class KeySequence {
    sequence;
    buffer = '';
    constructor(sequence) {
        this.sequence = sequence;
    }
    /** Feeds one `KeyboardEvent.key`; true when this key completes the sequence. */
    push(key) {
        if (key.length !== 1)
            return false;
        this.buffer += key;
        if (this.buffer.endsWith(this.sequence)) {
            this.buffer = '';
            return true;
        }
        if (this.buffer.length > KEY_BUFFER_LIMIT)
            this.buffer = '';
        return false;
    }
}
