@echo off
rem yahtzee.cmd: runs the command-line tool of an unpacked distribution on Windows
rem (lib\yahtzee.jar beside this folder). Needs Java 17+: java on the PATH, or JAVA_HOME.
rem -cp and the main class, not -jar: -jar opens the jar (4,870 entries) for its manifest.
rem The JIT hints keep the solver's lane loops separate compiled methods and the Tier4 flags
rem start C2 later, as bin/yahtzee does (docs/startup.md). The serial collector for every
rem command: this launcher makes no class-data archive and reads no arguments.
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
set "HINTS=-XX:CompileCommand=quiet -XX:CompileCommand=dontinline,org.yahtzee.solver.LaneKernels::* -XX:CompileCommand=dontinline,org.yahtzee.solver.WidgetSolver::* -XX:CompileCommand=dontinline,org.yahtzee.solver.LaneLayout::* -XX:CompileCommand=dontinline,org.yahtzee.goal.GoalKernels::*"
"%JAVA%" -XX:+UseSerialGC -XX:-UsePerfData %HINTS% -XX:Tier4InvocationThreshold=60000 -XX:Tier4CompileThreshold=120000 -XX:Tier4BackEdgeThreshold=480000 %YAHTZEE_JAVA_OPTS% -cp "%~dp0..\lib\yahtzee.jar" org.yahtzee.cli.Main %*
