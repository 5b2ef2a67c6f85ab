import { Text } from "@react-email/components";
import { Fragment, type CSSProperties } from "react";

import { text } from "./styles";

/**
 * User-written text (a ticket reply, an agent's rationale) keeps its paragraphs and line
 * breaks. Built from elements rather than `white-space: pre-line`, which several clients
 * ignore and the plain-text conversion cannot see.
 */
export function MultilineText({ value, style = text }: { value: string; style?: CSSProperties }) {
  const paragraphs = value.split(/\n\s*\n/).filter((part) => part.trim() !== "");
  return paragraphs.map((part, index) => (
    <Text key={index} style={style}>
      {part.split("\n").map((row, rowIndex) => (
        <Fragment key={rowIndex}>
          {rowIndex > 0 && <br />}
          {row}
        </Fragment>
      ))}
    </Text>
  ));
}
