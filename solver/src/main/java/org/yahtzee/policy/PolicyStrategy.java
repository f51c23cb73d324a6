package org.yahtzee.policy;

import org.yahtzee.advice.TurnPolicy;

/** The optimal expected-score player: every decision one look-up in its {@link PolicyTable}. */
public final class PolicyStrategy implements Strategy {
    /*
     * Implementation notes. The batch methods look up every game's entry in one loop that does
     * nothing else, then decode them: a look-up is nearly always a cache miss (the table is
     * 258 MiB), and a loop of bare loads lets the processor have all 16 in flight, where one
     * that decoded each entry as it came held about half as many (LockstepPlay's notes).
     * Standing games are looked up too: their roll is a roll, the answer is ignored, and a
     * branch per game costs more than the load.
     */

    private final PolicyTable table;

    public PolicyStrategy(PolicyTable table) {
        this.table = table;
    }

    @Override
    public int keep(PlayState state, int rollId, int rollsLeft) {
        return table.keep(state.stateIndex(), rollId, rollsLeft);
    }

    @Override
    public int box(PlayState state, int rollId) {
        return table.box(state.stateIndex(), rollId);
    }

    @Override
    public void keeps(PlayState[] states, int[] rollIds, boolean[] standing, int rollsLeft, int[] keepIds, int count) {
        lookUp(states, rollIds, keepIds, count);
        for (int i = 0; i < count; i++) {
            keepIds[i] = TurnPolicy.subKeep(rollIds[i], PolicyTable.keepIndex(keepIds[i], rollsLeft));
        }
    }

    @Override
    public void boxes(PlayState[] states, int[] rollIds, int[] boxIds, int count) {
        lookUp(states, rollIds, boxIds, count);
        for (int i = 0; i < count; i++) {
            boxIds[i] = PolicyTable.boxId(boxIds[i]);
        }
    }

    /** entries[i]: the table's entry for game i's state and roll. */
    private void lookUp(PlayState[] states, int[] rollIds, int[] entries, int count) {
        for (int i = 0; i < count; i++) {
            entries[i] = PolicyTable.position(states[i].stateIndex(), rollIds[i]);
        }
        table.entriesAt(entries, count);
    }
}
