package org.yahtzee.policy;

/** The optimal expected-score player: every decision one look-up in its {@link PolicyTable}. */
public final class PolicyStrategy implements Strategy {
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
}
