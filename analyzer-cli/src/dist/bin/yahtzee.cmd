@echo off
rem yahtzee.cmd: runs the command-line tool of an unpacked distribution on Windows
rem (lib\yahtzee.jar beside this folder). Needs Java 17+: java on the PATH, or JAVA_HOME.
rem -cp and the main class, not -jar: -jar opens the jar (4,870 entries) for its manifest.
rem The Tier4 flags start C2 later, as bin/yahtzee does (docs/startup.md).
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
"%JAVA%" -XX:+UseSerialGC -XX:-UsePerfData -XX:Tier4InvocationThreshold=60000 -XX:Tier4CompileThreshold=120000 -XX:Tier4BackEdgeThreshold=480000 %YAHTZEE_JAVA_OPTS% -cp "%~dp0..\lib\yahtzee.jar" org.yahtzee.cli.Main %*
