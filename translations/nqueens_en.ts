<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ExploreCoach</name>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="16"/>
        <source>%n square(s) not covered yet.</source>
        <translation>
            <numerusform>%n square not covered yet.</numerusform>
            <numerusform>%n squares not covered yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorecoach.cpp" line="95"/>
        <source>Not yet: %n square(s) are not covered (ringed on the board).</source>
        <translation>
            <numerusform>Not yet: %n square is not covered (ringed on the board).</numerusform>
            <numerusform>Not yet: %n squares are not covered (ringed on the board).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::BitmaskView</name>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="35"/>
        <source>free = ~(left | down | right): %n square(s) no queen attacks.</source>
        <translation>
            <numerusform>free = ~(left | down | right): %n square no queen attacks.</numerusform>
            <numerusform>free = ~(left | down | right): %n squares no queen attacks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="39"/>
        <source>bit = free &amp; -free: column %1, the lowest free square not tried yet; %n more after it.</source>
        <translation>
            <numerusform>bit = free &amp; -free: column %1, the lowest free square not tried yet; %n more after it.</numerusform>
            <numerusform>bit = free &amp; -free: column %1, the lowest free square not tried yet; %n more after it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/bitmaskview.cpp" line="45"/>
        <source>Tried in this row so far: %n free square(s), lowest first.</source>
        <translation>
            <numerusform>Tried in this row so far: %n free square, lowest first.</numerusform>
            <numerusform>Tried in this row so far: %n free squares, lowest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::BoardAccessible</name>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="107"/>
        <source>%1: queen, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1: queen, attacked by %n queen</numerusform>
            <numerusform>%1: queen, attacked by %n queens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="110"/>
        <source>%1: empty, attacked by %n queen(s)</source>
        <translation>
            <numerusform>%1: empty, attacked by %n queen</numerusform>
            <numerusform>%1: empty, attacked by %n queens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/board/boardaccessible.cpp" line="127"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>%n queen on the board</numerusform>
            <numerusform>%n queens on the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::BoundedFile</name>
    <message numerus="yes">
        <location filename="../core/boundedfile.cpp" line="38"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::BreakpointsView</name>
    <message numerus="yes">
        <location filename="../app/studio/debugger/breakpointsview.cpp" line="153"/>
        <source>Remove all %n breakpoint(s) of %1?</source>
        <translation>
            <numerusform>Remove the %n breakpoint of %1?</numerusform>
            <numerusform>Remove all %n breakpoints of %1?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::CallStack</name>
    <message numerus="yes">
        <location filename="../app/words/callstackfamilies.cpp" line="121"/>
        <source>%n board(s) of %1 queens</source>
        <translation>
            <numerusform>%n board of %1 queens</numerusform>
            <numerusform>%n boards of %1 queens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ClassController</name>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classcontroller.cpp" line="45"/>
        <source>The class session ended after %n minute(s) with nothing happening.</source>
        <translation>
            <numerusform>The class session ended after %n minute with nothing happening.</numerusform>
            <numerusform>The class session ended after %n minutes with nothing happening.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classcontroller.cpp" line="380"/>
        <source>%n answer row(s) exported to %1.</source>
        <translation>
            <numerusform>%n answer row exported to %1.</numerusform>
            <numerusform>%n answer rows exported to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ClassDock</name>
    <message numerus="yes">
        <location filename="../app/studio/classroom/classdock.cpp" line="214"/>
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n student joined</numerusform>
            <numerusform>%n students joined</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::CountDialog</name>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="115"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>about %n second</numerusform>
            <numerusform>about %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="117"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="119"/>
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>about %n hour</numerusform>
            <numerusform>about %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/browser/countdialog.cpp" line="120"/>
        <source>about %n day(s)</source>
        <translation>
            <numerusform>about %n day</numerusform>
            <numerusform>about %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::DominationView</name>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="31"/>
        <source>Put a queen on row %1, column %2. %n square(s) still uncovered.</source>
        <translation>
            <numerusform>Put a queen on row %1, column %2. %n square still uncovered.</numerusform>
            <numerusform>Put a queen on row %1, column %2. %n squares still uncovered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="38"/>
        <source>Dead end: %n square(s) still uncovered, more than the queens left can cover. Go back.</source>
        <translation>
            <numerusform>Dead end: %n square still uncovered, more than the queens left can cover. Go back.</numerusform>
            <numerusform>Dead end: %n squares still uncovered, more than the queens left can cover. Go back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/dominationwords.cpp" line="50"/>
        <source>Finished: %n covering set(s) found.</source>
        <translation>
            <numerusform>Finished: %n covering set found.</numerusform>
            <numerusform>Finished: %n covering sets found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::EstimatePage</name>
    <message numerus="yes">
        <location filename="../app/studio/compare/estimatepage.cpp" line="282"/>
        <source>About %1 nodes ± %2 after %Ln probe(s)</source>
        <translation>
            <numerusform>About %1 nodes ± %2 after %Ln probe</numerusform>
            <numerusform>About %1 nodes ± %2 after %Ln probes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ExplorePanel</name>
    <message numerus="yes">
        <location filename="../app/studio/explore/explorepanel.cpp" line="196"/>
        <source>%n queen(s) on the board: click a square to put or take away a queen.</source>
        <translation>
            <numerusform>%n queen on the board: click a square to put or take away a queen.</numerusform>
            <numerusform>%n queens on the board: click a square to put or take away a queen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ExportController</name>
    <message numerus="yes">
        <location filename="../app/studio/window/exportcontroller.cpp" line="128"/>
        <source>%1 × %1, %n queen(s): %2</source>
        <translation>
            <numerusform>%1 × %1, %n queen: %2</numerusform>
            <numerusform>%1 × %1, %n queens: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::FrontierView</name>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="17"/>
        <source>Take the oldest board out of the queue: %n queen(s) on it.</source>
        <translation>
            <numerusform>Take the oldest board out of the queue: %n queen on it.</numerusform>
            <numerusform>Take the oldest board out of the queue: %n queens on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="19"/>
        <source>Pop the newest board off the stack: %n queen(s) on it.</source>
        <translation>
            <numerusform>Pop the newest board off the stack: %n queen on it.</numerusform>
            <numerusform>Pop the newest board off the stack: %n queens on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/frontierwords.cpp" line="21"/>
        <source>%n board(s) still wait.</source>
        <translation>
            <numerusform>%n board still waits.</numerusform>
            <numerusform>%n boards still wait.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithms/frontierview.cpp" line="25"/>
        <location filename="../app/studio/algorithms/frontierview.cpp" line="29"/>
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::PracticeWords</name>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="178"/>
        <source>%n step(s) done</source>
        <translation>
            <numerusform>%n step done</numerusform>
            <numerusform>%n steps done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="171"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="112"/>
        <source>The board is no solution yet: %n row(s) still hold no queen.</source>
        <translation>
            <numerusform>The board is no solution yet: %n row still holds no queen.</numerusform>
            <numerusform>The board is no solution yet: %n rows still hold no queen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="137"/>
        <source>%n queen(s) to put</source>
        <translation>
            <numerusform>%n queen to put</numerusform>
            <numerusform>%n queens to put</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="140"/>
        <source>%n queen(s) to take back</source>
        <translation>
            <numerusform>%n queen to take back</numerusform>
            <numerusform>%n queens to take back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="143"/>
        <source>%n attacked square(s) to mark</source>
        <translation>
            <numerusform>%n attacked square to mark</numerusform>
            <numerusform>%n attacked squares to mark</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="146"/>
        <source>%n solution(s) to declare</source>
        <translation>
            <numerusform>%n solution to declare</numerusform>
            <numerusform>%n solutions to declare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="149"/>
        <source>%n board(s) to take from the queue</source>
        <translation>
            <numerusform>%n board to take from the queue</numerusform>
            <numerusform>%n boards to take from the queue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="152"/>
        <source>%n queen(s) to pick</source>
        <translation>
            <numerusform>%n queen to pick</numerusform>
            <numerusform>%n queens to pick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="155"/>
        <source>%n move(s) to make</source>
        <translation>
            <numerusform>%n move to make</numerusform>
            <numerusform>%n moves to make</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/practicewords.cpp" line="179"/>
        <source>%n shown on request</source>
        <translation>
            <numerusform>%n shown on request</numerusform>
            <numerusform>%n shown on request</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::PredictController</name>
    <message numerus="yes">
        <location filename="../app/studio/predict/predictcontroller.cpp" line="136"/>
        <source>%n answer(s) exported to %1.</source>
        <translation>
            <numerusform>%n answer exported to %1.</numerusform>
            <numerusform>%n answers exported to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ProbeFrames</name>
    <message numerus="yes">
        <location filename="../app/studio/compare/probeframes.cpp" line="40"/>
        <source>Row %1 has %n square(s) to choose from.</source>
        <translation>
            <numerusform>Row %1 has %n square to choose from.</numerusform>
            <numerusform>Row %1 has %n squares to choose from.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::ProblemController</name>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="170"/>
        <source>Independent domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>Independent domination: %n queen on the %1 × %1 board</numerusform>
            <numerusform>Independent domination: %n queens on the %1 × %1 board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/window/problemcontroller.cpp" line="173"/>
        <source>Domination: %n queen(s) on the %1 × %1 board</source>
        <translation>
            <numerusform>Domination: %n queen on the %1 × %1 board</numerusform>
            <numerusform>Domination: %n queens on the %1 × %1 board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::QuestionWords</name>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="30"/>
        <location filename="../app/words/questionwords.cpp" line="31"/>
        <location filename="../app/words/questionwords.cpp" line="189"/>
        <source>columns %1</source>
        <translation>
            <numerusform>column %1</numerusform>
            <numerusform>columns %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="306"/>
        <source>The next level holds %Ln board(s): one for every free square of the next row, on every board of this level.</source>
        <translation>
            <numerusform>The next level holds %Ln board: one for every free square of the next row, on every board of this level.</numerusform>
            <numerusform>The next level holds %Ln boards: one for every free square of the next row, on every board of this level.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/questionwords.cpp" line="320"/>
        <source>No queen&apos;s row, column or diagonal reaches %1 (and %Ln other square(s)).</source>
        <translation>
            <numerusform>No queen&apos;s row, column or diagonal reaches %1 (and %Ln other square).</numerusform>
            <numerusform>No queen&apos;s row, column or diagonal reaches %1 (and %Ln other squares).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::RecordDialog</name>
    <message numerus="yes">
        <location filename="../app/studio/record/recorddialog.cpp" line="136"/>
        <source>%n step(s); a solution and the end are held four times as long.</source>
        <translation>
            <numerusform>%n step; a solution and the end are held four times as long.</numerusform>
            <numerusform>%n steps; a solution and the end are held four times as long.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StepCaption</name>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="61"/>
        <source>A board with queens on %n row(s), row by row in columns %1 (· for an empty row).</source>
        <translation>
            <numerusform>A board with queens on %n row, row by row in columns %1 (· for an empty row).</numerusform>
            <numerusform>A board with queens on %n rows, row by row in columns %1 (· for an empty row).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stepcaption.cpp" line="91"/>
        <source>Finished: %Ln solution(s) found.</source>
        <translation>
            <numerusform>Finished: %Ln solution found.</numerusform>
            <numerusform>Finished: %Ln solutions found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StopWords</name>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="44"/>
        <source>%n queen(s) on the board</source>
        <translation>
            <numerusform>%n queen on the board</numerusform>
            <numerusform>%n queens on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/stopwords.cpp" line="46"/>
        <source>fewer than %n queen(s) on the board</source>
        <translation>
            <numerusform>fewer than %n queen on the board</numerusform>
            <numerusform>fewer than %n queens on the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::TreePanel</name>
    <message numerus="yes">
        <location filename="../app/studio/tree/treepanel.cpp" line="361"/>
        <source>%1 of %2 nodes entered, %3 dead ends and %Ln solution(s) so far.</source>
        <translation>
            <numerusform>%1 of %2 nodes entered, %3 dead ends and %Ln solution so far.</numerusform>
            <numerusform>%1 of %2 nodes entered, %3 dead ends and %Ln solutions so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::TreeSheet</name>
    <message numerus="yes">
        <location filename="../app/render/treesheet.cpp" line="102"/>
        <source>The tree takes %n page(s) with labels of %1 pt.</source>
        <translation>
            <numerusform>The tree takes %n page with labels of %1 pt.</numerusform>
            <numerusform>The tree takes %n pages with labels of %1 pt.</numerusform>
        </translation>
    </message>
</context>
</TS>
