package org.yahtzee.goal;

/**
 * Where the lanes of a solved goal come from when they are not the solver's own arrays: a
 * memory-mapped table decodes one on request.
 */
public interface LaneSource {
    /**
     * The state's lane: its values for needs 0..length-1 (need 0 the utility's top, past the
     * end its bottom), or null if the state was not solved. A fresh or shared array the caller
     * only reads.
     */
    float[] lane(int stateIndex);
}
