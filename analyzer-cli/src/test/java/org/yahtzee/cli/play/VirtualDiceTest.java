package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

final class VirtualDiceTest {

    @Test
    void givenBack_comeOutFirst_thenTheStreamGoesOnWhereItWas() {
        VirtualDice dice = new VirtualDice(new Random(5));
        Random same = new Random(5);

        int[] first = dice.draw(3);
        dice.giveBack(first);
        int[] again = dice.draw(4);

        assertArrayEquals(new int[] {face(same), face(same), face(same)}, first);
        assertArrayEquals(new int[] {first[0], first[1], first[2], face(same)}, again,
                "the three given back, then the fourth face of the seed's stream");
    }

    @Test
    void fewerDrawnThanGivenBack_theRestWaitForTheNextRoll() {
        VirtualDice dice = new VirtualDice(new Random(9));
        int[] five = dice.draw(5);
        dice.giveBack(five);

        int[] two = dice.draw(2);
        int[] three = dice.draw(3);

        assertArrayEquals(new int[] {five[0], five[1]}, two);
        assertArrayEquals(new int[] {five[2], five[3], five[4]}, three);
    }

    @Test
    void twoUndoneRolls_theEarlierComesOutFirst() {
        VirtualDice dice = new VirtualDice(new Random(1));
        int[] a = dice.draw(2);
        int[] b = dice.draw(1);
        dice.giveBack(b); // undo the later roll first, as undo does
        dice.giveBack(a);

        assertArrayEquals(new int[] {a[0], a[1], b[0]}, dice.draw(3));
    }

    private static int face(Random random) {
        return random.nextInt(6) + 1;
    }
}
