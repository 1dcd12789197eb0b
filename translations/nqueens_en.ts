<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>nq::AlgorithmDataView</name>
    <message numerus="yes">
        <location filename="../app/studio/algorithmdataview.cpp" line="174"/>
        <source>free = ~(left | down | right): %n square(s) to try.</source>
        <translation>
            <numerusform>free = ~(left | down | right): %n square to try.</numerusform>
            <numerusform>free = ~(left | down | right): %n squares to try.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithmdataview.cpp" line="200"/>
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/studio/mainwindow.cpp" line="622"/>
        <source>… %Ln more step(s)</source>
        <translation>
            <numerusform>… %Ln more step</numerusform>
            <numerusform>… %Ln more steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StepCaption</name>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="69"/>
        <source>Take the oldest board out of the queue: %n queen(s) on it.</source>
        <translation>
            <numerusform>Take the oldest board out of the queue: %n queen on it.</numerusform>
            <numerusform>Take the oldest board out of the queue: %n queens on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="71"/>
        <location filename="../app/studio/stepcaption.cpp" line="75"/>
        <source>%n board(s) still wait.</source>
        <translation>
            <numerusform>%n board still wait.</numerusform>
            <numerusform>%n boards still wait.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="73"/>
        <source>Pop the newest board off the stack: %n queen(s) on it.</source>
        <translation>
            <numerusform>Pop the newest board off the stack: %n queen on it.</numerusform>
            <numerusform>Pop the newest board off the stack: %n queens on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="110"/>
        <source>Finished: %n solution(s) found.</source>
        <translation>
            <numerusform>Finished: %n solution found.</numerusform>
            <numerusform>Finished: %n solutions found.</numerusform>
        </translation>
    </message>
</context>
</TS>
