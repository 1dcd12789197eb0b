<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>nq::AlgorithmDataView</name>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="17"/>
        <source>Algorithm data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="131"/>
        <source>The flag arrays are too long to draw for this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="145"/>
        <source>Flag arrays (filled = taken):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="154"/>
        <source>Outlined: the three flags that row %1, column %2 looks at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="167"/>
        <source>Masks for row %1 (bit c = column c, set = attacked):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithmdataview.cpp" line="174"/>
        <source>free = ~(left | down | right): %n square(s) to try.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="187"/>
        <source>Boards waiting in the queue: %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="188"/>
        <source>Boards waiting on the stack: %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="191"/>
        <source>%1 queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/algorithmdataview.cpp" line="200"/>
        <source>%n queen(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="231"/>
        <source>Queens under attack: %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="232"/>
        <source>Moves so far: %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="241"/>
        <source>The candidate board, as columns row by row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="242"/>
        <source>x[row] = the column of each row&apos;s queen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/algorithmdataview.cpp" line="254"/>
        <source>Complete boards checked: %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::Algorithms</name>
    <message>
        <location filename="../core/algorithms.cpp" line="18"/>
        <source>Brute force (n^n boards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="19"/>
        <source>Puts one queen in every row, on any column, and tries all n^n such boards. Only a complete board is tested, so almost all of the work is wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="23"/>
        <location filename="../core/algorithms.cpp" line="37"/>
        <location filename="../core/algorithms.cpp" line="79"/>
        <source>solve(row):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="24"/>
        <location filename="../core/algorithms.cpp" line="38"/>
        <source>  if row == n:  # every row has a queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="25"/>
        <source>    check the whole board for attacking queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="26"/>
        <source>    if no two queens attack: record a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="27"/>
        <location filename="../core/algorithms.cpp" line="41"/>
        <location filename="../core/algorithms.cpp" line="81"/>
        <location filename="../core/algorithms.cpp" line="131"/>
        <location filename="../core/algorithms.cpp" line="147"/>
        <source>  for col = 0 to n - 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="28"/>
        <location filename="../core/algorithms.cpp" line="85"/>
        <source>    put a queen on (row, col)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="29"/>
        <location filename="../core/algorithms.cpp" line="44"/>
        <location filename="../core/algorithms.cpp" line="86"/>
        <source>    solve(row + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="30"/>
        <location filename="../core/algorithms.cpp" line="87"/>
        <source>    take the queen off (row, col)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="32"/>
        <source>Rows and columns (n! boards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="33"/>
        <source>Puts one queen in every row and never two in one column, so only n! boards are built. The diagonals are tested only when a board is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="39"/>
        <source>    check the diagonals of the whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="40"/>
        <source>    if no diagonal attack: record a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="42"/>
        <source>    if column col is taken: try the next column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="43"/>
        <source>    put a queen on (row, col); take column col</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="45"/>
        <source>    take the queen off; free column col</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="47"/>
        <source>Permutations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="48"/>
        <source>Walks through every permutation of the columns with next_permutation, so rows and columns never clash. Each board is then checked pair by pair for a shared diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="52"/>
        <source>cols = [0, 1, ..., n - 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="53"/>
        <source>repeat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="54"/>
        <source>  put the queen of row i on column cols[i]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="55"/>
        <source>  for every pair of rows i &lt; j:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="56"/>
        <source>    if |cols[i] - cols[j]| == j - i: reject the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="58"/>
        <source>  no pair attacks: record a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="59"/>
        <source>until next_permutation(cols) is false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="61"/>
        <source>Backtracking with flag arrays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="62"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. Three flag arrays say at once whether a column or a diagonal is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="66"/>
        <source>solve(r):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="67"/>
        <source>  if r == n: record a solution; return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="68"/>
        <source>  for c = 0 to n - 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="69"/>
        <source>    if col[c] or dpos[r+c] or dneg[r-c+n-1]: next c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="71"/>
        <source>    put a queen on (r, c); set the 3 flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="72"/>
        <source>    solve(r + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="73"/>
        <source>    take the queen off; clear the 3 flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="75"/>
        <source>Backtracking, checking every queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="76"/>
        <source>Places queens row by row and goes back as soon as a row has no safe square. A square is tested against every queen already placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="80"/>
        <location filename="../core/algorithms.cpp" line="113"/>
        <source>  if row == n: record a solution; return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="82"/>
        <source>    for every earlier row i:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="83"/>
        <source>      if x[i] == col or |x[i] - col| == row - i: next column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="89"/>
        <source>Backtracking without recursion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="90"/>
        <source>The same search as checking every queen, written as a loop over an explicit stack of columns. Going back means popping the last row and trying its next column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="94"/>
        <source>row = 0; x[0] = -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="95"/>
        <source>while row &gt;= 0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="96"/>
        <source>  x[row] = x[row] + 1  # next column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="97"/>
        <source>  if x[row] == n: row = row - 1; take that row&apos;s queen off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="99"/>
        <source>  if an earlier queen attacks (row, x[row]): continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="101"/>
        <source>  put a queen on (row, x[row])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="102"/>
        <source>  if row == n - 1: record a solution; take the queen off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="104"/>
        <source>  else: row = row + 1; x[row] = -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="106"/>
        <source>Bitmask backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="107"/>
        <source>Keeps the attacked columns and diagonals of the next row in three bit masks, so the free squares of a row come out in one operation. It takes the lowest free bit each time and shifts the diagonal masks as it goes down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="112"/>
        <source>solve(row, left, down, right):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="114"/>
        <source>  free = ~(left | down | right) &amp; full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="115"/>
        <source>  while free != 0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="116"/>
        <source>    bit = free &amp; -free; free = free - bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="117"/>
        <source>    put a queen on the column of bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="118"/>
        <source>    solve(row + 1, (left|bit) &gt;&gt; 1, down|bit, (right|bit) &lt;&lt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="120"/>
        <source>    take the queen off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="122"/>
        <source>Breadth-first search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="123"/>
        <source>Keeps a queue of partial boards and extends the oldest by one row at a time. Every board with k queens is built before any with k + 1, so the queue can grow very large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="127"/>
        <source>put the empty board into the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="128"/>
        <source>while the queue is not empty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="129"/>
        <source>  take the oldest board out of the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="130"/>
        <location filename="../core/algorithms.cpp" line="146"/>
        <source>  row = the first empty row of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="132"/>
        <location filename="../core/algorithms.cpp" line="148"/>
        <source>    if a queen attacks (row, col): next column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="133"/>
        <location filename="../core/algorithms.cpp" line="149"/>
        <source>    new board = board + queen on (row, col)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="134"/>
        <location filename="../core/algorithms.cpp" line="150"/>
        <source>    if the new board is full: record a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="135"/>
        <source>    else: add the new board to the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="136"/>
        <source>    (back to the board taken out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="138"/>
        <source>Depth-first search with a stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="139"/>
        <source>The same code as breadth-first search, with a stack in place of the queue. The newest board is extended first, so the stack stays small.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="143"/>
        <source>push the empty board onto the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="144"/>
        <source>while the stack is not empty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="145"/>
        <source>  pop the newest board off the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="151"/>
        <source>    else: push the new board onto the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="152"/>
        <source>    (back to the board popped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="154"/>
        <source>Min-conflicts local search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="155"/>
        <source>Starts from a full board with one queen per row and repeatedly moves an attacked queen to the square of its row with the fewest attackers. It finds one solution of a huge board quickly but cannot list them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="160"/>
        <source>put one queen in every row, avoiding attacks where it can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="162"/>
        <source>repeat until no queen is attacked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="163"/>
        <source>  pick an attacked queen at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="164"/>
        <source>  count the attackers of every square of its row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="165"/>
        <source>  move it to a square with the fewest attackers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="166"/>
        <source>the board is a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/algorithms.cpp" line="167"/>
        <source>too many moves: start again from a new board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/solvers/minconflicts.h" line="147"/>
        <source>Min-conflicts gave up after %1 moves without a solution (boards of size 2 and 3 have none).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::CountersPanel</name>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="42"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="42"/>
        <source>Queens placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="42"/>
        <source>Squares tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="43"/>
        <source>Conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="43"/>
        <source>Backtracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="43"/>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/counterspanel.cpp" line="44"/>
        <source>Depth (queens on the board)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::LegendWidget</name>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="12"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="39"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="40"/>
        <source>Square being tested (outline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="41"/>
        <source>Attacked square (cross)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="42"/>
        <source>Conflict (hatched, dashed line to the attacker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/legendwidget.cpp" line="43"/>
        <source>Solved board (frame)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::MainWindow</name>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="45"/>
        <source>N-Queens Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="64"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="64"/>
        <location filename="../app/studio/mainwindow.cpp" line="137"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="68"/>
        <source>Replaying the run to reach that step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="139"/>
        <source>Step &amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="141"/>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="143"/>
        <source>To &amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="145"/>
        <source>To &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="147"/>
        <source>Run to Next &amp;Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="150"/>
        <source>Run to Next Back&amp;track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="153"/>
        <source>&amp;Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="156"/>
        <source>S&amp;lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="158"/>
        <source>Start &amp;Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="164"/>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="167"/>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="173"/>
        <source>Show &amp;Attacked Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="183"/>
        <source>&amp;Light Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="183"/>
        <source>&amp;Dark Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="188"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="190"/>
        <source>&amp;About N-Queens Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="196"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="199"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="211"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="220"/>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="226"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="232"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="235"/>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="242"/>
        <source>Board size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="250"/>
        <source>All solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="251"/>
        <source>First solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="259"/>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="270"/>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="276"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="279"/>
        <source>%L1 steps per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="305"/>
        <source>What the last step did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="313"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="316"/>
        <location filename="../app/studio/mainwindow.cpp" line="478"/>
        <source>Step %L1 of %L2 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="318"/>
        <source>Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="328"/>
        <location filename="../app/studio/mainwindow.cpp" line="477"/>
        <source>Step %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="354"/>
        <source>Pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="356"/>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="358"/>
        <source>Algorithm Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="360"/>
        <source>Step Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="362"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="431"/>
        <source>%1 on a %2 × %2 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="449"/>
        <source>— at step %L1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/mainwindow.cpp" line="459"/>
        <source>… %Ln more step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="529"/>
        <source>About N-Queens Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow.cpp" line="530"/>
        <source>&lt;h3&gt;N-Queens Studio&lt;/h3&gt;&lt;p&gt;Watch the classic algorithms solve the N-Queens problem step by step, from trying all n&lt;sup&gt;n&lt;/sup&gt; boards to bitmask backtracking.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::PseudocodeView</name>
    <message>
        <location filename="../app/studio/pseudocodeview.cpp" line="17"/>
        <source>Pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::StartupOptions</name>
    <message>
        <location filename="../app/studio/startupoptions.cpp" line="29"/>
        <source>nqueens-studio: option &apos;%1&apos; needs a value; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/startupoptions.cpp" line="40"/>
        <source>nqueens-studio: unknown algorithm &apos;%1&apos; (known: %2); using the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/startupoptions.cpp" line="56"/>
        <source>nqueens-studio: --speed must be steps per second from 0.25 to 250000, or max, not &apos;%1&apos;; using the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/startupoptions.cpp" line="60"/>
        <source>nqueens-studio: unknown option &apos;%1&apos;; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/startupoptions.cpp" line="72"/>
        <source>nqueens-studio: --size must be a whole number from 1 to %1 for %2, not &apos;%3&apos;; using the default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::StepCaption</name>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="19"/>
        <source>Ready. Press Space to play, or the Right arrow key for one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="28"/>
        <source>The queen on row %1, column %2 is attacked: it will move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="29"/>
        <source>Try row %1, column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="33"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along its column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="38"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along a diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="43"/>
        <source>Row %1, column %2 is attacked by the queen on row %3 along an anti-diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="49"/>
        <source>Row %1, column %2 is attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="53"/>
        <source>New board: the stored board plus a queen on row %1, column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="57"/>
        <source>Move it to column %2 of row %1, where the fewest queens attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="60"/>
        <source>Place a queen on row %1, column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="63"/>
        <source>Back to the board taken out; the new board waits for its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="65"/>
        <source>Lift the queen off row %1, column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="66"/>
        <source>Take the queen off row %1, column %2 and go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="69"/>
        <source>Take the oldest board out of the queue: %n queen(s) on it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="71"/>
        <location filename="../app/studio/stepcaption.cpp" line="75"/>
        <source>%n board(s) still wait.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="73"/>
        <source>Pop the newest board off the stack: %n queen(s) on it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="77"/>
        <source>Start from a full board with one queen in every row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="83"/>
        <source>A new board with one queen in every row and column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="84"/>
        <source>A new board: the queens stand in columns %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="88"/>
        <source>Check the whole board: no two queens attack each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="91"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="96"/>
        <source>Check the whole board: the queens on rows %1 and %2 share a diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="99"/>
        <source>Check the whole board: two queens attack each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="102"/>
        <source>Solution %1: every row has a queen and none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepcaption.cpp" line="108"/>
        <source>Finished: min-conflicts gave up without a solution (boards of 2 and 3 have none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/studio/stepcaption.cpp" line="110"/>
        <source>Finished: %n solution(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nq::StepLog</name>
    <message>
        <location filename="../app/studio/steplog.cpp" line="14"/>
        <source>Step log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::StepPlayer</name>
    <message>
        <location filename="../app/studio/stepplayer.cpp" line="96"/>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepplayer.cpp" line="98"/>
        <source>1 step every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepplayer.cpp" line="100"/>
        <source>1 step per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/stepplayer.cpp" line="101"/>
        <source>%L1 steps per second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::Symmetry</name>
    <message>
        <location filename="../core/symmetry.cpp" line="181"/>
        <source>identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="182"/>
        <source>rotate 90°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="183"/>
        <source>rotate 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="184"/>
        <source>rotate 270°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="185"/>
        <source>mirror horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="186"/>
        <source>mirror vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="187"/>
        <source>reflect in the main diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/symmetry.cpp" line="188"/>
        <source>reflect in the anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nq::Theme</name>
    <message>
        <location filename="../app/studio/theme.cpp" line="57"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/theme.cpp" line="58"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/studio/theme.cpp" line="59"/>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
