/** The library's example: a module that reads the engine's and nothing else. */
module org.yahtzee.example {
    requires org.yahtzee.tables;
}
