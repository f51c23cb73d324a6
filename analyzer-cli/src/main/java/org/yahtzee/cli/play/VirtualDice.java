package org.yahtzee.cli.play;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Random;

/**
 * The dice of {@code roll}: seeded faces 1..6, except that the dice of an undone roll come back,
 * in order, before any new one is drawn, so {@code undo} then {@code roll} shows the same dice
 * and a player cannot fish for a better throw. A reroll of more dice than came back draws the
 * rest new; one of fewer leaves the others for the roll after.
 */
final class VirtualDice {
    private final Random random;
    /** Faces given back by undone rolls, the first to come out again at the head. */
    private final Deque<Integer> returned = new ArrayDeque<>();

    VirtualDice(Random random) {
        this.random = random;
    }

    /** {@code count} (0..5) faces 1..6: the returned ones first, then new ones. */
    int[] draw(int count) {
        int[] faces = new int[count];
        for (int i = 0; i < count; i++) {
            Integer back = returned.pollFirst();
            faces[i] = back != null ? back : random.nextInt(6) + 1;
        }
        return faces;
    }

    /** The faces a roll drew, for that roll is undone: they come out again first, in this order. */
    void giveBack(int[] faces) {
        for (int i = faces.length - 1; i >= 0; i--) {
            returned.addFirst(faces[i]);
        }
    }
}
